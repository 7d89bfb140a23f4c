//! The disk's own thread (no Bevy here): the window asks, the writer does, in the order
//! asked, and the answer comes back as a [`Ticket`] the window looks at when it is ready
//! (its waker is called after each job, so a sleeping window wakes to read it). Saves
//! keep their durability (the jobs call [`crate::storage`]'s writes); dropping the last
//! [`Writer`] or calling [`Writer::finish`] waits for every job asked, so a save asked
//! just before the app quits is done before it exits.

use std::sync::mpsc::{Receiver, Sender, TryRecvError, channel};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;

/// Called after each job, from the writer's thread (to wake a sleeping window).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

type Job = Box<dyn FnOnce() + Send>;

/// The disk's thread and its queue.
pub struct Writer {
    jobs: Mutex<Option<Sender<Job>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    /// Jobs asked and not yet done (with a condition to wait on).
    pending: Arc<(Mutex<usize>, Condvar)>,
    wake: Arc<Mutex<Option<Wake>>>,
}

impl std::fmt::Debug for Writer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Writer")
            .field("pending", &*lock(&self.pending.0))
            .finish_non_exhaustive()
    }
}

impl Default for Writer {
    fn default() -> Self {
        Writer::new()
    }
}

/// A mutex's value, even if a job panicked while holding it.
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Writer {
    /// Starts the thread (if the system refuses one, jobs run where they are asked).
    pub fn new() -> Writer {
        let (tx, rx) = channel::<Job>();
        let pending = Arc::new((Mutex::new(0usize), Condvar::new()));
        let wake: Arc<Mutex<Option<Wake>>> = Arc::default();
        let (p, w) = (pending.clone(), wake.clone());
        let thread = std::thread::Builder::new()
            .name("disk".into())
            .spawn(move || {
                for job in rx {
                    // A job that panics loses its own answer (its ticket says so), not
                    // the thread nor the jobs after it.
                    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                    // The window is woken before the job counts as done, so that a
                    // flush (which waits for the count) sees it woken too.
                    let wake = lock(&w).clone();
                    if let Some(wake) = wake {
                        wake();
                    }
                    let (count, done) = &*p;
                    *lock(count) -= 1;
                    done.notify_all();
                }
            })
            .ok();
        Writer {
            jobs: Mutex::new(thread.as_ref().map(|_| tx)),
            thread: Mutex::new(thread),
            pending,
            wake,
        }
    }

    /// Calls `wake` after each job from now on.
    pub fn wake_with(&self, wake: Wake) {
        *lock(&self.wake) = Some(wake);
    }

    /// Asks for `job`, done after every job asked before it; its answer comes in the
    /// ticket.
    pub fn run<T: Send + 'static>(&self, job: impl FnOnce() -> T + Send + 'static) -> Ticket<T> {
        let (tx, rx) = channel();
        let job: Job = Box::new(move || {
            let _ = tx.send(job());
        });
        let jobs = lock(&self.jobs);
        match jobs.as_ref() {
            Some(sender) => {
                *lock(&self.pending.0) += 1;
                if let Err(refused) = sender.send(job) {
                    // The thread is gone: the job runs here.
                    *lock(&self.pending.0) -= 1;
                    (refused.0)();
                }
            }
            None => job(),
        }
        Ticket(Mutex::new(rx))
    }

    /// Whether jobs asked are not done yet.
    pub fn busy(&self) -> bool {
        *lock(&self.pending.0) > 0
    }

    /// Waits until every job asked so far is done.
    pub fn flush(&self) {
        let (count, done) = &*self.pending;
        let mut n = lock(count);
        while *n > 0 {
            n = done.wait(n).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Does every job asked, then ends the thread; jobs asked later run where they are
    /// asked.
    pub fn finish(&self) {
        drop(lock(&self.jobs).take());
        if let Some(thread) = lock(&self.thread).take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.finish();
    }
}

/// The answer to a job, once it is done (held in a resource: looked at from any
/// thread).
#[derive(Debug)]
pub struct Ticket<T>(Mutex<Receiver<T>>);

/// What a ticket holds now.
#[derive(Debug, PartialEq, Eq)]
pub enum Answer<T> {
    /// The job is done: its answer.
    Done(T),
    /// Not done yet.
    Waiting,
    /// The job ended without an answer (it panicked).
    Lost,
}

impl<T> Ticket<T> {
    /// The answer, if the job is done (it is given once).
    pub fn take(&self) -> Answer<T> {
        match lock(&self.0).try_recv() {
            Ok(answer) => Answer::Done(answer),
            Err(TryRecvError::Empty) => Answer::Waiting,
            Err(TryRecvError::Disconnected) => Answer::Lost,
        }
    }

    /// Waits for the answer (`None`: the job ended without one).
    pub fn wait(self) -> Option<T> {
        self.0
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .recv()
            .ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn jobs_are_done_in_the_order_asked_and_answered() {
        let writer = Writer::new();
        let log = Arc::new(Mutex::new(Vec::new()));
        let tickets: Vec<Ticket<usize>> = (0..50)
            .map(|i| {
                let log = log.clone();
                writer.run(move || {
                    if i % 7 == 0 {
                        std::thread::sleep(std::time::Duration::from_millis(2));
                    }
                    log.lock().unwrap().push(i);
                    i * 2
                })
            })
            .collect();
        writer.flush();
        assert!(!writer.busy());
        assert_eq!(*log.lock().unwrap(), (0..50).collect::<Vec<_>>());
        for (i, t) in tickets.iter().enumerate() {
            assert_eq!(t.take(), Answer::Done(i * 2));
            assert_eq!(t.take(), Answer::Lost, "an answer is given once");
        }
    }

    #[test]
    fn a_job_that_panics_loses_its_answer_only_and_the_window_is_woken() {
        let writer = Writer::new();
        let woken = Arc::new(AtomicUsize::new(0));
        let w = woken.clone();
        writer.wake_with(Arc::new(move || {
            w.fetch_add(1, Ordering::SeqCst);
        }));
        let bad: Ticket<()> = writer.run(|| panic!("a bad job"));
        let good = writer.run(|| 7);
        assert_eq!(good.wait(), Some(7));
        writer.flush();
        assert_eq!(bad.take(), Answer::Lost);
        assert_eq!(woken.load(Ordering::SeqCst), 2);
    }

    #[test]
    fn dropping_the_writer_finishes_what_was_asked() {
        let done = Arc::new(AtomicUsize::new(0));
        let writer = Writer::new();
        for _ in 0..20 {
            let done = done.clone();
            let _ = writer.run(move || {
                std::thread::sleep(std::time::Duration::from_millis(1));
                done.fetch_add(1, Ordering::SeqCst);
            });
        }
        drop(writer);
        assert_eq!(done.load(Ordering::SeqCst), 20);
        // After finish, jobs still run (where they are asked).
        let writer = Writer::new();
        writer.finish();
        assert_eq!(writer.run(|| 3).take(), Answer::Done(3));
    }
}
