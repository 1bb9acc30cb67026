//! `tables build`, `tables list` and `tables stats`: which tables were built or found, a
//! table of the files of a table folder with their checks, and one table's positions counted
//! by value.

use std::path::Path;

use serde::Serialize;

use foxgeese::i18n::Localizer;
use foxgeese::message::{ids, Message};
use foxgeese::solve::{FileKind, SideTally, TableError, TableInfo, TableKey, ValueTally};

use super::{table, Present, Style};

/// One table.
#[derive(Serialize)]
pub struct TableRow {
    pub file: String,
    pub ruleset: String,
    pub geese: u8,
    /// `null` where the ruleset's end does not depend on the captures.
    pub captures: Option<u8>,
    pub positions: u64,
    pub bytes: u64,
}

impl TableRow {
    /// The row of `key`'s table, stored at `path`.
    pub fn of(key: &TableKey, path: &Path) -> TableRow {
        TableRow {
            file: path.display().to_string(),
            ruleset: key.spec.to_string(),
            geese: key.geese,
            captures: key.captures,
            positions: key.positions(),
            bytes: std::fs::metadata(path).map_or(0, |m| m.len()),
        }
    }
}

/// What `tables build` did.
#[derive(Serialize)]
pub struct BuildReport {
    pub dir: String,
    pub built: Vec<TableRow>,
    /// Tables the folder had already (checked, not rebuilt).
    pub present: Vec<TableRow>,
    /// The levels built in parts, where some are.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<PartsRow>,
}

/// What `tables compact` did.
#[derive(Serialize)]
pub struct CompactReport {
    pub dir: String,
    /// Every table and part file of the folder, in build order.
    pub files: Vec<CompactRow>,
    pub seconds: u64,
}

/// One file of `tables compact`.
#[derive(Serialize)]
pub struct CompactRow {
    pub file: String,
    pub bytes_before: u64,
    pub bytes_after: u64,
    /// Converted by this run (false: it was compact already).
    pub converted: bool,
}

impl Present for CompactReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let converted: Vec<&CompactRow> = self.files.iter().filter(|f| f.converted).collect();
        let mut s = loc.msg(
            &Message::new(ids::TABLES_COMPACTED)
                .arg("converted", converted.len())
                .arg("kept", self.files.len() - converted.len())
                .arg("dir", self.dir.as_str()),
        );
        s.push('\n');
        let before: u64 = converted.iter().map(|f| f.bytes_before).sum();
        let after: u64 = converted.iter().map(|f| f.bytes_after).sum();
        if after > 0 {
            let ratio = (before as f64 / after as f64).round() as u64;
            s.push_str(
                &loc.msg(
                    &Message::new(ids::TABLES_COMPACTED_SIZE)
                        .arg("before", size(before))
                        .arg("after", size(after))
                        .arg("ratio", ratio)
                        .arg("seconds", self.seconds),
                ),
            );
            s.push('\n');
        }
        s
    }
}

/// The parts of a partitioned build.
#[derive(Serialize)]
pub struct PartsRow {
    /// Parts built by this run.
    pub built: usize,
    /// Parts that were there already (every block checked).
    pub present: usize,
    /// The levels in parts.
    pub levels: Vec<LevelRow>,
    /// The most memory one part's build was estimated to take, bytes.
    pub peak_estimate_bytes: u64,
}

/// One level built in parts.
#[derive(Serialize)]
pub struct LevelRow {
    pub ruleset: String,
    pub geese: u8,
    pub captures: Option<u8>,
    pub parts: usize,
    pub entries: u64,
    pub folder: String,
}

impl Present for BuildReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let mut s = String::new();
        // A build of parts alone has no whole table to speak of: no "Nothing to build" before
        // its parts (issue 52, finding 12).
        if self.parts.is_none() || !self.built.is_empty() || !self.present.is_empty() {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::TABLES_BUILT)
                        .arg("built", self.built.len())
                        .arg("present", self.present.len())
                        .arg("dir", self.dir.as_str()),
                ),
            );
            s.push('\n');
        }
        let rows: Vec<&TableRow> = self.built.iter().chain(&self.present).collect();
        if !rows.is_empty() {
            s.push_str(&rows_table(&rows, loc, style));
            s.push('\n');
        }
        if let Some(p) = &self.parts {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::TABLES_PARTS_BUILT)
                        .arg("built", p.built)
                        .arg("present", p.present),
                ),
            );
            s.push('\n');
            for l in &p.levels {
                s.push_str(
                    &loc.msg(
                        &Message::new(ids::TABLES_PARTS_LEVEL)
                            .arg("geese", l.geese)
                            .arg("parts", l.parts)
                            .arg("entries", grouped(l.entries))
                            .arg("folder", l.folder.as_str()),
                    ),
                );
                s.push('\n');
            }
        }
        s
    }
}

/// One file of a table folder, checked. The table's fields are `null` when the header does
/// not name a valid table.
#[derive(Serialize)]
pub struct ListItem {
    pub file: String,
    /// `table`, `parts` (a level's folder of parts) or `sweep` (a sweep's level).
    pub kind: &'static str,
    /// For a level in parts: the part files there, and the parts the level has.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<(usize, usize)>,
    pub ruleset: Option<String>,
    pub geese: Option<u8>,
    pub captures: Option<u8>,
    pub positions: Option<u64>,
    pub bytes: u64,
    pub checksum_ok: bool,
    /// `ok`; `damaged` (the file is there but is not the table its name says, whole); or
    /// `unreadable` (it could not be read: no permission, not a regular file, …).
    pub status: ListStatus,
    /// Why the file cannot be used, in the learner's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<String>,
}

/// Whether a file of `tables list` is a usable table.
#[derive(Serialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "snake_case")]
pub enum ListStatus {
    Ok,
    Damaged,
    Unreadable,
}

/// `tables list`.
#[derive(Serialize)]
pub struct ListReport {
    pub dir: String,
    pub tables: Vec<ListItem>,
}

impl ListReport {
    /// The report of the files of `dir`.
    pub fn new(dir: &Path, infos: &[TableInfo], loc: &Localizer) -> ListReport {
        let tables = infos
            .iter()
            .map(|i| ListItem {
                file: i.path.display().to_string(),
                kind: match i.kind {
                    FileKind::Table => "table",
                    FileKind::Parts { .. } => "parts",
                    FileKind::Sweep { .. } => "sweep",
                },
                parts: match i.kind {
                    FileKind::Parts { present, of } => Some((present, of)),
                    _ => None,
                },
                ruleset: match i.kind {
                    FileKind::Sweep { spec, .. } => Some(spec.to_string()),
                    _ => i.key.map(|k| k.spec.to_string()),
                },
                geese: match i.kind {
                    FileKind::Sweep { geese, .. } => u8::try_from(geese).ok(),
                    _ => i.key.map(|k| k.geese),
                },
                captures: i.key.and_then(|k| k.captures),
                positions: i.key.map(|k| k.positions()),
                bytes: i.bytes,
                checksum_ok: i.check.is_ok(),
                status: match &i.check {
                    Ok(()) => ListStatus::Ok,
                    Err(TableError::Corrupt { .. }) => ListStatus::Damaged,
                    Err(TableError::Io { .. } | TableError::NoMemory { .. }) => {
                        ListStatus::Unreadable
                    }
                },
                problem: i.check.as_ref().err().map(|e| loc.say(e)),
            })
            .collect();
        ListReport {
            dir: dir.display().to_string(),
            tables,
        }
    }
}

impl ListReport {
    /// Whether every file is a usable table.
    pub fn all_ok(&self) -> bool {
        self.tables.iter().all(|t| t.status == ListStatus::Ok)
    }
}

impl Present for ListReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        if self.tables.is_empty() {
            let mut s = loc.msg(&Message::new(ids::TABLES_EMPTY).arg("dir", self.dir.as_str()));
            s.push('\n');
            return s;
        }
        let mut s = loc.msg(
            &Message::new(ids::TABLES_LIST_HEADING)
                .arg("count", self.tables.len())
                .arg("dir", self.dir.as_str()),
        );
        s.push('\n');
        let header = [
            ids::TABLES_COL_FILE,
            ids::TABLES_COL_RULESET,
            ids::TABLES_COL_GEESE,
            ids::TABLES_COL_CAPTURES,
            ids::TABLES_COL_POSITIONS,
            ids::TABLES_COL_SIZE,
            ids::TABLES_COL_CHECK,
        ];
        let mut rows = Vec::new();
        for item in &self.tables {
            let name = file_name(&item.file);
            let check = loc.text(match item.status {
                ListStatus::Ok => ids::TABLES_CHECK_OK,
                ListStatus::Damaged => ids::TABLES_CHECK_BAD,
                ListStatus::Unreadable => ids::TABLES_CHECK_UNREADABLE,
            });
            let dash = || "—".to_string();
            let any = if item.ruleset.is_some() && item.captures.is_none() {
                loc.text(ids::TABLES_CAPTURES_ANY)
            } else {
                dash()
            };
            let name = match item.parts {
                Some((present, of)) => loc.msg(
                    &Message::new(ids::TABLES_LIST_PARTS)
                        .arg("name", name)
                        .arg("present", present)
                        .arg("of", of),
                ),
                None => name,
            };
            rows.push(vec![
                name,
                item.ruleset.clone().unwrap_or_else(dash),
                item.geese.map_or_else(dash, |g| g.to_string()),
                item.captures.map_or(any, |c| c.to_string()),
                item.positions.map_or_else(dash, grouped),
                size(item.bytes),
                check,
            ]);
        }
        // Ruleset, geese, size and check say what a file is; its name and count go first.
        let header = header.map(|id| loc.text(id)).to_vec();
        let t = table::with_optional_columns(header, &rows, &[0, 4], style);
        s.push_str(&t.to_string());
        s.push('\n');
        for item in &self.tables {
            if let Some(p) = &item.problem {
                s.push_str(p);
                s.push('\n');
            }
        }
        s
    }
}

/// One side to move's counts in `tables stats`.
#[derive(Serialize)]
pub struct SideCounts {
    pub positions: u64,
    pub fox_wins: u64,
    pub geese_win: u64,
    pub draws: u64,
    /// Positions already over (the side to move has lost), counted in the wins too.
    pub finished: u64,
    /// The longest win in plies, `null` when nobody wins anywhere.
    pub longest_win: Option<u16>,
}

impl SideCounts {
    fn of(t: &SideTally) -> SideCounts {
        SideCounts {
            positions: t.fox_wins + t.geese_win + t.draws,
            fox_wins: t.fox_wins,
            geese_win: t.geese_win,
            draws: t.draws,
            finished: t.finished,
            longest_win: t.longest_win,
        }
    }
}

/// `tables stats`: a table and its positions counted by value, by side to move.
#[derive(Serialize)]
pub struct StatsReport {
    pub table: TableRow,
    pub fox_to_move: SideCounts,
    pub geese_to_move: SideCounts,
}

impl StatsReport {
    /// The report of `table`'s counts.
    pub fn new(table: TableRow, tally: &ValueTally) -> StatsReport {
        StatsReport {
            table,
            fox_to_move: SideCounts::of(&tally.fox_to_move),
            geese_to_move: SideCounts::of(&tally.geese_to_move),
        }
    }
}

impl Present for StatsReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let t = &self.table;
        let mut s = loc.msg(
            &Message::new(ids::CLAIMS_STATS_HEADING)
                .arg("ruleset", t.ruleset.as_str())
                .arg("geese", t.geese)
                .arg("captures", captures(t, loc))
                .arg("positions", grouped(t.positions)),
        );
        s.push('\n');
        let header = [
            ids::CLAIMS_COL_TO_MOVE,
            ids::CLAIMS_COL_FOX_WINS,
            ids::CLAIMS_COL_GEESE_WIN,
            ids::CLAIMS_COL_DRAWS,
            ids::CLAIMS_COL_FINISHED,
            ids::CLAIMS_COL_LONGEST,
        ]
        .map(|id| loc.text(id))
        .to_vec();
        let row = |id: foxgeese::message::MessageId, c: &SideCounts| {
            vec![
                loc.text(id),
                grouped(c.fox_wins),
                grouped(c.geese_win),
                grouped(c.draws),
                grouped(c.finished),
                c.longest_win
                    .map_or_else(|| "—".to_string(), |p| p.to_string()),
            ]
        };
        let rows = vec![
            row(ids::CLAIMS_ROW_FOX_TO_MOVE, &self.fox_to_move),
            row(ids::CLAIMS_ROW_GEESE_TO_MOVE, &self.geese_to_move),
        ];
        s.push_str(&table::with_optional_columns(header, &rows, &[5, 4], style).to_string());
        s.push('\n');
        s
    }
}

fn rows_table(rows: &[&TableRow], loc: &Localizer, style: &Style) -> String {
    let header = [
        ids::TABLES_COL_FILE,
        ids::TABLES_COL_RULESET,
        ids::TABLES_COL_GEESE,
        ids::TABLES_COL_CAPTURES,
        ids::TABLES_COL_POSITIONS,
        ids::TABLES_COL_SIZE,
    ];
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            vec![
                file_name(&r.file),
                r.ruleset.clone(),
                r.geese.to_string(),
                captures(r, loc),
                grouped(r.positions),
                size(r.bytes),
            ]
        })
        .collect();
    let header = header.map(|id| loc.text(id)).to_vec();
    table::with_optional_columns(header, &cells, &[0, 4], style).to_string()
}

fn captures(r: &TableRow, loc: &Localizer) -> String {
    r.captures
        .map_or_else(|| loc.text(ids::TABLES_CAPTURES_ANY), |c| c.to_string())
}

fn file_name(path: &str) -> String {
    Path::new(path)
        .file_name()
        .map_or_else(|| path.to_string(), |n| n.to_string_lossy().into_owned())
}

/// 59808672 as "59,808,672".
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A byte count in KB, MB or GB (powers of 1000), one decimal.
pub fn size(bytes: u64) -> String {
    let b = bytes as f64;
    if b >= 1e9 {
        format!("{:.1} GB", b / 1e9)
    } else if b >= 1e6 {
        format!("{:.1} MB", b / 1e6)
    } else if b >= 1e3 {
        format!("{:.1} KB", b / 1e3)
    } else {
        format!("{bytes} B")
    }
}

/// What `tables verify` found.
#[derive(Serialize)]
pub struct VerifyReport {
    pub dir: String,
    /// Positions checked.
    pub checked: u64,
    /// Positions whose neighbours' values were not all available (not checked).
    pub skipped: u64,
    /// Files read.
    pub files: Vec<String>,
    /// The positions that fail.
    pub failures: Vec<VerifyFailure>,
    /// The files that cannot be used, every one of them.
    pub damaged: Vec<VerifyDamaged>,
    /// The parts a level's folder lacks.
    pub missing: Vec<String>,
    /// The sweep levels whose every block was checked.
    pub sweeps: Vec<String>,
    #[serde(skip)]
    problems: Vec<Message>,
    #[serde(skip)]
    stored: Vec<Message>,
}

/// A file `tables verify` cannot use.
#[derive(Serialize)]
pub struct VerifyDamaged {
    /// The file, relative to the folder.
    pub file: String,
    /// Why, said (its message id in JSON).
    #[serde(serialize_with = "message_id")]
    pub problem: Message,
}

fn message_id<S: serde::Serializer>(m: &Message, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(m.id.as_str())
}

/// One position whose stored value is wrong.
#[derive(Serialize)]
pub struct VerifyFailure {
    pub position: String,
    /// The value stored: `fox-wins`, `geese-win` or `draw`.
    pub value: &'static str,
    /// Its plies (`null` for a draw).
    pub plies: Option<u16>,
    /// What is wrong: `finished`, `win-unreached`, `win-too-slow`, `loss-escapes`,
    /// `loss-length` or `draw-wrong`.
    pub problem: String,
}

impl VerifyReport {
    pub fn new(v: &foxgeese::solve::verify::Verified, dir: &Path) -> VerifyReport {
        use foxgeese::message::ToMessage;
        VerifyReport {
            dir: dir.display().to_string(),
            checked: v.checked,
            skipped: v.skipped,
            files: v.files.clone(),
            failures: v
                .failures
                .iter()
                .map(|f| VerifyFailure {
                    position: f.position.to_string(),
                    value: f.stored.name(),
                    plies: f.stored.plies(),
                    problem: f
                        .problem
                        .to_message()
                        .id
                        .as_str()
                        .trim_start_matches("verify-")
                        .to_string(),
                })
                .collect(),
            damaged: v
                .damaged
                .iter()
                .map(|(file, e)| VerifyDamaged {
                    file: file.clone(),
                    problem: e.to_message(),
                })
                .collect(),
            missing: v.missing.clone(),
            sweeps: v.sweeps.clone(),
            problems: v.failures.iter().map(|f| f.problem.to_message()).collect(),
            stored: v.failures.iter().map(|f| f.stored.to_message()).collect(),
        }
    }
}

impl Present for VerifyReport {
    fn text(&self, loc: &Localizer, _style: &Style) -> String {
        let mut s = loc.msg(
            &Message::new(
                if self.failures.is_empty() && self.damaged.is_empty() && self.missing.is_empty() {
                    ids::VERIFY_OK
                } else {
                    ids::VERIFY_FAILED
                },
            )
            .arg("checked", self.checked)
            .arg("files", self.files.len())
            .arg("failed", self.failures.len())
            .arg("dir", self.dir.as_str()),
        );
        s.push('\n');
        if self.skipped > 0 {
            s.push_str(&loc.msg(&Message::new(ids::VERIFY_SKIPPED).arg("skipped", self.skipped)));
            s.push('\n');
        }
        for d in &self.damaged {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::VERIFY_DAMAGED)
                        .arg("file", d.file.as_str())
                        .arg("problem", loc.msg(&d.problem)),
                ),
            );
            s.push('\n');
        }
        for m in &self.missing {
            s.push_str(&loc.msg(&Message::new(ids::VERIFY_MISSING).arg("file", m.as_str())));
            s.push('\n');
        }
        if !self.sweeps.is_empty() {
            s.push_str(&loc.msg(&Message::new(ids::VERIFY_SWEEPS).arg("count", self.sweeps.len())));
            s.push('\n');
        }
        for ((f, p), v) in self.failures.iter().zip(&self.problems).zip(&self.stored) {
            s.push_str(
                &loc.msg(
                    &Message::new(ids::VERIFY_FAILURE)
                        .arg("position", f.position.as_str())
                        .arg("stored", loc.msg(v))
                        .arg("problem", loc.msg(p)),
                ),
            );
            s.push('\n');
        }
        s
    }
}

/// What `tables sweep` solved or found, level by level, and who wins from the start.
#[derive(Serialize)]
pub struct SweepReport {
    pub dir: String,
    pub ruleset: String,
    /// The most geese swept.
    pub geese: u8,
    pub levels: Vec<SweepLevelRow>,
    /// Who wins the ruleset's start with best play (`fox` or `geese`), when the sweep reached
    /// its geese; `null` otherwise.
    pub start_winner: Option<String>,
    /// Whole seconds the command took.
    pub seconds: u64,
}

/// One level of a sweep.
#[derive(Serialize)]
pub struct SweepLevelRow {
    pub geese: u8,
    pub file: String,
    pub sets: u64,
    /// Positions with each side to move (the fox on each point the geese leave empty).
    pub positions: u64,
    /// Positions the geese win, the fox to move.
    pub geese_win_fox_to_move: u64,
    /// Positions the geese win, the geese to move.
    pub geese_win_geese_to_move: u64,
    /// Solved by this run (`false`: read from the folder).
    pub built: bool,
    /// Its file was damaged: what was wrong (the level was swept again and the file
    /// replaced). Absent when the file was sound or missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replaced: Option<String>,
    pub bytes: u64,
}

impl Present for SweepReport {
    fn text(&self, loc: &Localizer, style: &Style) -> String {
        let built = self.levels.iter().filter(|l| l.built).count();
        let mut s = loc.msg(
            &Message::new(ids::TABLES_SWEEP_DONE)
                .arg("ruleset", self.ruleset.as_str())
                .arg("geese", self.geese)
                .arg("built", built)
                .arg("present", self.levels.len() - built)
                .arg("dir", self.dir.as_str()),
        );
        s.push('\n');
        let header = [
            ids::TABLES_COL_FILE,
            ids::TABLES_COL_GEESE,
            ids::TABLES_COL_POSITIONS,
            ids::TABLES_SWEEP_COL_FOX_TO_MOVE,
            ids::TABLES_SWEEP_COL_GEESE_TO_MOVE,
            ids::TABLES_COL_SIZE,
        ];
        let share = |n: u64, of: u64| {
            format!(
                "{} ({:.2} %)",
                grouped(n),
                100.0 * n as f64 / of.max(1) as f64
            )
        };
        let cells: Vec<Vec<String>> = self
            .levels
            .iter()
            .map(|l| {
                vec![
                    file_name(&l.file),
                    l.geese.to_string(),
                    grouped(l.positions),
                    share(l.geese_win_fox_to_move, l.positions),
                    share(l.geese_win_geese_to_move, l.positions),
                    size(l.bytes),
                ]
            })
            .collect();
        let header = header.map(|id| loc.text(id)).to_vec();
        s.push_str(&table::with_optional_columns(header, &cells, &[0], style).to_string());
        s.push('\n');
        for l in &self.levels {
            if let Some(problem) = &l.replaced {
                let m = Message::new(ids::TABLES_SWEEP_REPLACED)
                    .arg("path", l.file.as_str())
                    .arg("problem", problem.as_str());
                s.push_str(&style.bad(&loc.msg(&m)));
                s.push('\n');
            }
        }
        if let Some(w) = &self.start_winner {
            s.push_str(&loc.msg(&Message::new(ids::TABLES_SWEEP_START).arg("winner", w.as_str())));
            s.push('\n');
        }
        s
    }
}
