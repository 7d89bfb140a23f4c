use super::*;

#[test]
fn sizes_match_the_rules() {
    for n in MIN_SIDE..=MAX_SIDE {
        let b = Board::new(n).unwrap();
        assert_eq!(b.cell_count(), 3 * n * (n - 1) + 1, "side {n}");
        assert_eq!(
            b.cell_count() - b.interior_count(),
            6 * (n - 1),
            "edge ring of side {n}"
        );
    }
    let six = Board::new(6).unwrap();
    assert_eq!((six.cell_count(), six.interior_count()), (91, 61));
    let eight = Board::new(8).unwrap();
    assert_eq!((eight.cell_count(), eight.interior_count()), (169, 127));
    assert!(Board::new(2).is_none() && Board::new(13).is_none());
}

#[test]
fn each_side_has_n_cells_and_six_corners_touch_two() {
    for n in MIN_SIDE..=MAX_SIDE {
        let b = Board::new(n).unwrap();
        for s in Side::ALL {
            let count = b.cells().filter(|&c| b.sides_of(c).contains(s)).count();
            assert_eq!(count, n, "side {n}, {}", s.name());
        }
        let corners: Vec<_> = b
            .cells()
            .filter(|&c| b.sides_of(c).0.count_ones() == 2)
            .collect();
        assert_eq!(corners.len(), 6);
        for c in corners {
            let m = b.sides_of(c);
            // A corner's two sides are adjacent: never a Line or Y on its own.
            assert!(!m.is_line() && !m.is_y());
        }
    }
}

#[test]
fn neighbours_are_symmetric_and_interior_cells_have_six() {
    for n in MIN_SIDE..=MAX_SIDE {
        let b = Board::new(n).unwrap();
        for c in b.cells() {
            let ns: Vec<_> = b.neighbours(c).collect();
            if !b.is_edge(c) {
                assert_eq!(ns.len(), 6);
            } else {
                assert!(
                    ns.len() == 3 || ns.len() == 4,
                    "edge cell has 3 or 4 neighbours"
                );
            }
            for nb in ns {
                assert!(b.neighbours(nb).any(|x| x == c));
                let (ax, ay) = b.centre(c);
                let (bx, by) = b.centre(nb);
                let d = ((ax - bx).powi(2) + (ay - by).powi(2)).sqrt();
                assert!((d - 1.0).abs() < 1e-4, "neighbours are one apart");
            }
        }
    }
}

#[test]
fn notation_round_trips_and_matches_the_rules_examples() {
    let b = Board::new(6).unwrap();
    assert_eq!(b.rows(), 11);
    assert_eq!(b.row_len(0), 6);
    assert_eq!(b.row_len(5), 11);
    assert_eq!(b.name(b.cell_at(0, 0).unwrap()).to_string(), "a1");
    assert_eq!(b.name(b.cell_at(5, 10).unwrap()).to_string(), "f11");
    assert_eq!(b.name(b.cell_at(10, 5).unwrap()).to_string(), "k6");
    for c in b.cells() {
        let name = b.name(c).to_string();
        assert_eq!(b.parse_cell(&name), Ok(c));
        assert_eq!(b.parse_cell(&name.to_uppercase()), Ok(c));
    }
    assert!(matches!(
        b.parse_cell("l1"),
        Err(CellParseError::NoSuchRow { .. })
    ));
    assert!(matches!(
        b.parse_cell("a7"),
        Err(CellParseError::NoSuchColumn { .. })
    ));
    assert!(matches!(
        b.parse_cell("a0"),
        Err(CellParseError::NoSuchColumn { .. })
    ));
    for bad in ["", "4d", "d", "dd4", "d-1", "d4x", "é4", "d99999"] {
        assert!(
            matches!(b.parse_cell(bad), Err(CellParseError::Malformed(_))),
            "{bad}"
        );
    }
    let eight = Board::new(8).unwrap();
    assert_eq!(eight.rows(), 15);
    assert!(eight.parse_cell("o8").is_ok() && eight.parse_cell("p1").is_err());
}

#[test]
fn bottom_row_is_south_and_top_row_is_north() {
    let b = Board::new(6).unwrap();
    let a1 = b.parse_cell("a1").unwrap();
    assert_eq!(b.sides_of(a1), Side::S.bit().union(Side::SW.bit()));
    let f1 = b.parse_cell("f1").unwrap();
    assert_eq!(b.sides_of(f1), Side::SW.bit().union(Side::NW.bit()));
    let k6 = b.parse_cell("k6").unwrap();
    assert_eq!(b.sides_of(k6), Side::N.bit().union(Side::NE.bit()));
    assert!(b.centre(k6).1 > 0.0 && b.centre(a1).1 < 0.0);
}
