//! Our own value parsers for clap: a flag's whole number whose error says, in the learner's
//! language, what the flag takes. clap's parsers explain a bad number in English ("invalid
//! digit found in string", "300 is not in 0..=255"); this one returns a typed error that
//! [`super::clap_errors`] words.

use std::fmt;

use foxgeese::i18n::english;
use foxgeese::message::{ids, Message, ToMessage};

/// A whole-number type a flag can take, with its largest value.
pub trait Whole: TryFrom<u128> + Clone + Send + Sync + 'static {
    /// The largest value.
    const MAX: u128;
}

impl Whole for u8 {
    const MAX: u128 = u8::MAX as u128;
}

impl Whole for u64 {
    const MAX: u128 = u64::MAX as u128;
}

impl Whole for usize {
    const MAX: u128 = usize::MAX as u128;
}

/// A flag's value that is not a whole number in the flag's range.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotAWholeNumber {
    /// The smallest value the flag takes.
    pub min: u128,
    /// The largest.
    pub max: u128,
}

/// What the flag takes: "write a whole number from 0 to 255".
impl ToMessage for NotAWholeNumber {
    fn to_message(&self) -> Message {
        Message::new(ids::CLI_ERROR_NUMBER_RANGE)
            .arg("min", self.min.to_string())
            .arg("max", self.max.to_string())
    }
}

/// In English, for clap's own `Display` needs; the learner reads it localized.
impl fmt::Display for NotAWholeNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&english(&self.to_message()))
    }
}

impl std::error::Error for NotAWholeNumber {}

/// A whole number of type `T` (`value_parser = whole::<u8>`): digits only, with an optional
/// leading `+`, from 0 to `T`'s largest value.
pub fn whole<T: Whole>(s: &str) -> Result<T, NotAWholeNumber> {
    let refused = NotAWholeNumber {
        min: 0,
        max: T::MAX,
    };
    let n: u128 = s.parse().map_err(|_| refused.clone())?;
    T::try_from(n).map_err(|_| refused)
}

/// A whole number of type `T` from 1 (`value_parser = positive::<u64>`): a count of which
/// none would do nothing (`prove --nodes 0` would search no position).
pub fn positive<T: Whole>(s: &str) -> Result<T, NotAWholeNumber> {
    match whole::<T>(s) {
        Ok(_) if s.trim_start_matches('+').bytes().all(|b| b == b'0') => Err(NotAWholeNumber {
            min: 1,
            max: T::MAX,
        }),
        Ok(n) => Ok(n),
        Err(e) => Err(NotAWholeNumber { min: 1, ..e }),
    }
}

/// The most threads `tables build --jobs` takes: more than any machine it runs on has cores,
/// and few enough that the thread pool can always be asked for them.
pub const MAX_JOBS: usize = 1024;

/// `--jobs`: a whole number of threads from 1 to [`MAX_JOBS`] (0 threads cannot build, and a
/// hundred thousand cannot be started).
pub fn jobs(s: &str) -> Result<usize, NotAWholeNumber> {
    from_one_to(s, MAX_JOBS)
}

/// A whole number from 1 to `max`.
fn from_one_to(s: &str, max: usize) -> Result<usize, NotAWholeNumber> {
    match whole::<usize>(s) {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(NotAWholeNumber {
            min: 1,
            max: max as u128,
        }),
    }
}

/// The most games a match `train --games` plays (each game keeps its positions in memory
/// for the fit: about 10 KB).
pub const MAX_FIT_GAMES: usize = 10_000;

/// `train --games`: a whole number of games from 1 to [`MAX_FIT_GAMES`].
pub fn fit_games(s: &str) -> Result<usize, NotAWholeNumber> {
    from_one_to(s, MAX_FIT_GAMES)
}

/// The most nodes `tables plan --nodes` estimates a build on.
pub const MAX_NODES: usize = 1_000_000;

/// `tables plan --nodes`: a whole number of nodes from 1 to [`MAX_NODES`].
pub fn nodes(s: &str) -> Result<usize, NotAWholeNumber> {
    from_one_to(s, MAX_NODES)
}

/// The longest unbalanced opening `match --unbalanced` draws, in plies.
pub const MAX_UNBALANCED_PLIES: usize = 200;

/// `match --unbalanced`: a whole number of plies from 1 to [`MAX_UNBALANCED_PLIES`].
pub fn unbalanced_plies(s: &str) -> Result<usize, NotAWholeNumber> {
    from_one_to(s, MAX_UNBALANCED_PLIES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_in_range_and_only_them() {
        for (text, want) in [
            ("0", Some(0u8)),
            ("6", Some(6)),
            ("+7", Some(7)),
            ("255", Some(255)),
            ("256", None),
            ("99999999999999999999999999999999999999999", None),
            ("-1", None),
            ("", None),
            ("six", None),
            ("6.0", None),
            (" 6", None),
        ] {
            assert_eq!(whole::<u8>(text).ok(), want, "{text:?}");
        }
        assert_eq!(whole::<u64>("18446744073709551615"), Ok(u64::MAX));
        assert_eq!(
            whole::<u64>("18446744073709551616"),
            Err(NotAWholeNumber {
                min: 0,
                max: u128::from(u64::MAX)
            })
        );
    }

    #[test]
    fn positive_numbers_refuse_zero() {
        assert_eq!(positive::<u64>("1"), Ok(1));
        for bad in ["0", "+0", "00", "x", "-1"] {
            assert_eq!(
                positive::<u64>(bad),
                Err(NotAWholeNumber {
                    min: 1,
                    max: u128::from(u64::MAX)
                }),
                "{bad}"
            );
        }
    }

    #[test]
    fn jobs_are_from_one_to_the_cap() {
        assert_eq!(jobs("1"), Ok(1));
        assert_eq!(jobs("1024"), Ok(MAX_JOBS));
        for bad in ["0", "1025", "100000", "x", ""] {
            assert_eq!(
                jobs(bad),
                Err(NotAWholeNumber {
                    min: 1,
                    max: MAX_JOBS as u128
                }),
                "{bad}"
            );
        }
    }
}
