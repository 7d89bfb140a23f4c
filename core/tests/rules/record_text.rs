//! What every record shares: headers given twice or misspelt, what an error quotes, and
//! reading as far as a record goes.

use super::*;

#[test]
fn headers_given_twice_or_misspelt_are_named() {
    let err = read_record("[Game \"Unlur\"]\n[Size \"6\"]\n[Result \"*\"]\n[Result \"1\"]\n")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 4: `Result` is given twice with different values (\"*\" on line 3, \"1\" here)"
    );
    // The same value twice is only a warning.
    let r = read_record("[Game \"Unlur\"]\n[Size \"6\"]\n[Size \"6\"]\n[Result \"*\"]\n").unwrap();
    assert!(
        r.warnings
            .iter()
            .any(|w| w.to_string().contains("line 3") && w.to_string().contains("twice")),
        "{:?}",
        r.warnings
    );
    let err = read_record("[Game \"Unlur\"]\n[Sise \"8\"]\n[Size \"6\"]\n").unwrap_err();
    assert!(
        err.to_string()
            .contains("line 2: unknown header `Sise`: did you mean `Size`?"),
        "{err}"
    );
    // A header far from every known one is kept as a warning; the usual ones are welcome.
    let r = read_record("[Game \"Unlur\"]\n[Size \"6\"]\n[Event \"Club night\"]\n[Weather \"rain\"]\n[Result \"*\"]\n").unwrap();
    assert_eq!(r.warnings.len(), 1, "{:?}", r.warnings);
    assert!(
        r.warnings[0]
            .to_string()
            .contains("unknown header `Weather`"),
        "{:?}",
        r.warnings
    );
    let err = unlur_core::rules::uckers::read_record(
        "[Game \"Uckers\"]\n[Players \"2\"]\n[Optoins \"layered-blobs\"]\n",
    )
    .unwrap_err();
    assert!(err.to_string().contains("did you mean `Options`"), "{err}");
    let err =
        unlur_core::rules::ur::read_record("[Game \"Royal Ur\"]\n[Frist \"2\"]\n").unwrap_err();
    assert!(err.to_string().contains("did you mean `First`"), "{err}");
}

#[test]
fn what_a_record_echoes_is_short_and_escaped() {
    let long = "z".repeat(100_000);
    let err = read_record(&format!("[Game \"Unlur\"]\n[Size \"6\"]\n\n{long}")).unwrap_err();
    assert!(
        err.to_string().len() < 400,
        "{} bytes",
        err.to_string().len()
    );
    let err = read_record("[Game \"Unlur\"]\n[Size \"6\u{1b}[2J\"]\n").unwrap_err();
    assert!(!err.to_string().contains('\u{1b}'), "{err}");
    let err = unlur_core::rules::ur::read_record(&format!("[Game \"Royal Ur\"]\n\n5 {long}\n"))
        .unwrap_err();
    assert!(
        err.to_string().len() < 500,
        "{} bytes",
        err.to_string().len()
    );
    assert!(err.to_string().contains("(line 3)"), "{err}");
}

#[test]
fn a_record_read_partly_keeps_the_moves_before_the_first_bad_one() {
    let (record, error) = unlur_core::rules::unlur::read_record_partly(
        "[Game \"Unlur\"]\n[Size \"6\"]\n\nd4 e5\nc3 zz9 d5\n",
    )
    .unwrap();
    assert_eq!(record.game.history().len(), 3);
    let error = error.expect("the bad move");
    assert!(
        error.to_string().starts_with("move 4 `zz9` (line 5)"),
        "{error}"
    );
}
