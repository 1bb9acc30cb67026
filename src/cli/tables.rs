//! `foxgeese tables`'s subcommands as clap types: build, compact, plan, list, verify, sweep,
//! stats, and their flags.

use std::path::PathBuf;

use clap::Subcommand;

use super::value::{self, whole};
use super::{BuildFormat, Format};

// `tables`: build the solver's tables, or list them.
#[derive(Subcommand, Debug)]
pub enum TablesCommand {
    // Build every table of a ruleset up to a number of geese.
    Build {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
        ruleset: String,
        // The most geese on the board (default: the whole game).
        #[arg(long, value_name = "K", value_parser = whole::<u8>, allow_hyphen_values = true)]
        geese: Option<u8>,
        // Threads to build with.
        #[arg(long, value_name = "N", value_parser = value::jobs)]
        jobs: Option<usize>,
        // The most memory one part's build may take, in MiB.
        #[arg(long, value_name = "MIB", value_parser = whole::<u64>, allow_hyphen_values = true)]
        memory: Option<u64>,
        // From how many geese up a level is built in parts.
        #[arg(long, value_name = "K", default_value_t = foxgeese::solve::parts::PARTS_FROM, value_parser = whole::<u8>, allow_hyphen_values = true)]
        parts_from: u8,
        // Build only this part of `tables plan` (its inputs must be built).
        #[arg(long, value_name = "ID", conflicts_with_all = ["ruleset", "geese"])]
        part: Option<String>,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format (text or json) and the tables' form (compact or full), one or both.
        #[arg(long, value_enum, value_delimiter = ',', action = clap::ArgAction::Append)]
        format: Vec<BuildFormat>,
    },
    // Convert a folder's tables to the compact form, in place.
    Compact {
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Print the build as a graph of parts, with estimates.
    Plan {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
        ruleset: String,
        // The most geese on the board.
        #[arg(long, value_name = "K", value_parser = whole::<u8>, allow_hyphen_values = true)]
        geese: u8,
        // From how many geese up a level is built in parts.
        #[arg(long, value_name = "K", default_value_t = foxgeese::solve::parts::PARTS_FROM, value_parser = whole::<u8>, allow_hyphen_values = true)]
        parts_from: u8,
        // Nodes to estimate the wall time on.
        #[arg(long, value_name = "N", value_delimiter = ',', default_values_t = [1usize, 10, 100], value_parser = value::nodes)]
        nodes: Vec<usize>,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // List the tables in the folder.
    List {
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Re-check stored values against the rules.
    Verify {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
        ruleset: String,
        // Entries to check in each file, or all.
        #[arg(long, value_name = "N", default_value = "1000")]
        sample: String,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Solve a ruleset whose geese only step forward, whole, win or loss.
    Sweep {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "standard")]
        ruleset: String,
        // The most geese on the board.
        #[arg(long, value_name = "K", value_parser = whole::<u8>, allow_hyphen_values = true)]
        geese: Option<u8>,
        // Threads to sweep with.
        #[arg(long, value_name = "N", value_parser = value::jobs)]
        jobs: Option<usize>,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    // Count one table's positions by value (built on demand when small).
    Stats {
        // The ruleset, with options.
        #[arg(long, short = 'r', value_name = "RULESET", default_value = "plyyard")]
        ruleset: String,
        // Geese on the board.
        #[arg(long, value_name = "K", value_parser = whole::<u8>, allow_hyphen_values = true)]
        geese: u8,
        // The table folder.
        #[arg(long, value_name = "DIR")]
        tables: Option<PathBuf>,
        // Output format.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
}
