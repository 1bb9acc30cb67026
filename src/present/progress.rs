//! The progress a long computation reports, drawn with indicatif on standard error when that
//! is a terminal (hidden otherwise): a build's bar table by table ([`Bar`], and level by level
//! for a sweep), a partitioned build's bar over its parts ([`PartBar`]), the tables an answer
//! builds on demand ([`OnDemandBar`]), and a conversion's bytes ([`CompactBar`]). The library
//! reports progress through its traits and never draws.

use std::path::Path;
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use foxgeese::i18n::{Lang, Localizer};
use foxgeese::message::{ids, Message};
use foxgeese::solve::{self, BuildProgress, TableKey};

/// A progress bar drawn with `template` on standard error when it is a terminal (hidden
/// otherwise), ticking four times a second.
fn progress_bar(visible: bool, template: &str) -> ProgressBar {
    let target = if visible {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(0), target);
    bar.set_style(ProgressStyle::with_template(template).expect("a valid template"));
    bar.enable_steady_tick(Duration::from_millis(250));
    bar
}

/// The tables an answer builds on demand, said on standard error when it is a terminal: which
/// table, for what, and how far along, on a bar of its own under the command's own bars.
pub(crate) struct OnDemandBar {
    bars: indicatif::MultiProgress,
    bar: std::sync::Mutex<Option<ProgressBar>>,
    lang: Lang,
    /// The seconds the command was asked to answer in, when a build that outlasts them is
    /// made anyway and said to (`play`, whose moves need the tables).
    budget: Option<f64>,
    /// Whether that has been said (once a command).
    said: std::sync::atomic::AtomicBool,
}

impl OnDemandBar {
    /// A bar drawn with the command's other bars in `bars` (drawn where they are).
    pub(crate) fn new(bars: indicatif::MultiProgress, loc: &Localizer) -> OnDemandBar {
        OnDemandBar {
            bars,
            bar: std::sync::Mutex::new(None),
            lang: loc.lang(),
            budget: None,
            said: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// The same bar, saying above it when a build will take longer than `seconds`, the time
    /// the command was asked to answer in.
    pub(crate) fn over_budget(mut self, seconds: f64) -> OnDemandBar {
        self.budget = Some(seconds);
        self
    }

    /// The line said when building `positions` positions takes longer than the budget (at
    /// the solver's cautious rate), if it does.
    fn slow_note(&self, positions: u64) -> Option<String> {
        let budget = self.budget?;
        if self.said.load(std::sync::atomic::Ordering::Relaxed) {
            return None;
        }
        let seconds = positions.div_ceil(foxgeese::solve::BUILD_POSITIONS_PER_SECOND);
        (seconds as f64 > budget).then(|| {
            self.said.store(true, std::sync::atomic::Ordering::Relaxed);
            Localizer::new(self.lang).msg(
                &Message::new(ids::SOLVE_BUILDING_OVER_BUDGET)
                    .arg("seconds", seconds)
                    .arg("budget", budget.to_string()),
            )
        })
    }

    /// The bars of a command that has none of its own: on standard error when it is a
    /// terminal.
    pub(crate) fn stderr(visible: bool) -> indicatif::MultiProgress {
        indicatif::MultiProgress::with_draw_target(if visible {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        })
    }
}

impl BuildProgress for OnDemandBar {
    fn start(&self, key: &TableKey, _number: usize, _of: usize, positions: u64) {
        let bar = self.bars.add(ProgressBar::new(positions * 2));
        bar.set_style(
            ProgressStyle::with_template(
                "{msg}\n{wide_bar} {percent:>3}% {elapsed_precise} / {eta}",
            )
            .expect("a valid template"),
        );
        bar.set_message(
            Localizer::new(self.lang).msg(
                &Message::new(ids::SOLVE_BUILDING_ON_DEMAND)
                    .arg("table", key.to_string())
                    .arg("positions", crate::present::tables::grouped(positions)),
            ),
        );
        bar.enable_steady_tick(Duration::from_millis(250));
        if let Some(note) = self.slow_note(positions) {
            // Above the bars, where it stays when the bar is gone; a line of its own where
            // no bar is drawn.
            if self.bars.is_hidden() {
                eprintln!("{note}");
            } else {
                let _ = self.bars.println(note);
            }
        }
        if let Some(old) = self
            .bar
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .replace(bar)
        {
            old.finish_and_clear();
        }
    }

    fn advance(&self, units: u64) {
        if let Some(b) = &*self.bar.lock().unwrap_or_else(|e| e.into_inner()) {
            b.inc(units);
        }
    }

    fn finish(&self, _key: &TableKey) {
        if let Some(b) = self.bar.lock().unwrap_or_else(|e| e.into_inner()).take() {
            b.finish_and_clear();
            self.bars.remove(&b);
        }
    }
}

/// The progress bar of a build, on standard error when it is a terminal.
pub(crate) struct Bar {
    pub(crate) bar: ProgressBar,
    /// The language of the bar's line (a localizer is not shared between threads: one is made
    /// for each table's line).
    lang: Lang,
}

impl Bar {
    pub(crate) fn new(visible: bool, loc: &Localizer) -> Bar {
        let bar = progress_bar(
            visible,
            "{msg}\n{wide_bar} {percent:>3}% {elapsed_precise} / {eta}",
        );
        Bar {
            bar,
            lang: loc.lang(),
        }
    }
}

impl BuildProgress for Bar {
    fn start(&self, key: &TableKey, number: usize, of: usize, positions: u64) {
        self.bar.reset();
        self.bar.set_length(positions * 2);
        self.bar.set_position(0);
        self.bar.set_message(
            Localizer::new(self.lang).msg(
                &Message::new(ids::TABLES_PROGRESS)
                    .arg("number", number)
                    .arg("of", of)
                    .arg("table", key.to_string()),
            ),
        );
    }

    fn advance(&self, units: u64) {
        self.bar.inc(units);
    }

    fn finish(&self, _key: &TableKey) {
        let len = self.bar.length().unwrap_or(0);
        self.bar.set_position(len);
    }
}

/// The progress bar of a partitioned build: one bar over every part left, with the part in
/// progress, positions per second and the time left.
pub(crate) struct PartBar {
    pub(crate) bar: ProgressBar,
    lang: Lang,
    done: std::sync::atomic::AtomicUsize,
    of: std::sync::atomic::AtomicUsize,
}

impl PartBar {
    pub(crate) fn new(visible: bool, loc: &Localizer) -> PartBar {
        let bar = progress_bar(
            visible,
            "{msg}\n{wide_bar} {percent:>3}% {per_sec} {elapsed_precise} / {eta}",
        );
        PartBar {
            bar,
            lang: loc.lang(),
            done: 0.into(),
            of: 0.into(),
        }
    }
}

impl solve::parts::PartProgress for PartBar {
    fn begin(&self, parts: usize, entries: u64, _present: usize) {
        self.of.store(parts, std::sync::atomic::Ordering::Relaxed);
        // Two units an entry at most (the forward pass, then the levels).
        self.bar.set_length(entries * 2);
    }

    fn start(&self, key: &solve::parts::PartKey, _entries: u64) {
        use std::sync::atomic::Ordering::Relaxed;
        self.bar.set_message(
            Localizer::new(self.lang).msg(
                &Message::new(ids::TABLES_PART_PROGRESS)
                    .arg("number", self.done.load(Relaxed) + 1)
                    .arg("of", self.of.load(Relaxed))
                    .arg("part", key.to_string()),
            ),
        );
    }

    fn advance(&self, units: u64) {
        self.bar.inc(units);
    }

    fn finish(&self, _key: &solve::parts::PartKey) {
        self.done.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }

    fn waiting(&self, key: &solve::parts::PartKey, lock: &Path) {
        let said = Localizer::new(self.lang).msg(
            &Message::new(ids::TABLES_PART_WAITING)
                .arg("part", solve::parts::jobs::JobKind::Part(*key).id())
                .arg("lock", lock.display().to_string()),
        );
        self.bar.suspend(|| eprintln!("{said}"));
    }
}

/// A sweep's progress on a build's bar: one level after another.
impl solve::sweep::SweepProgress for Bar {
    fn level(&self, geese: u32, sets: u64) {
        self.bar.reset();
        self.bar.set_length(sets);
        self.bar.set_position(0);
        self.bar.set_message(
            Localizer::new(self.lang)
                .msg(&Message::new(ids::TABLES_SWEEP_PROGRESS).arg("geese", geese)),
        );
    }

    fn advance(&self, sets: u64) {
        self.bar.inc(sets);
    }
}

/// A conversion's progress: bytes of full files converted.
pub(crate) struct CompactBar(pub(crate) ProgressBar);

impl CompactBar {
    pub(crate) fn new(tty: bool) -> CompactBar {
        let bar = if tty {
            ProgressBar::with_draw_target(Some(0), ProgressDrawTarget::stderr())
        } else {
            ProgressBar::hidden()
        };
        bar.set_style(
            ProgressStyle::with_template("{wide_bar} {bytes}/{total_bytes} {bytes_per_sec} {eta}")
                .expect("a valid template"),
        );
        CompactBar(bar)
    }
}

impl solve::compact::CompactProgress for CompactBar {
    fn begin(&self, _files: usize, bytes: u64) {
        self.0.set_length(bytes);
    }

    fn done(&self, _path: &Path, bytes: u64) {
        self.0.inc(bytes);
    }
}
