//! Did-you-mean: the known name closest to one the user mistyped.
//!
//! One rule for every name (commands, flags, rulesets): the optimal-string-alignment distance
//! (a swapped pair of letters counts as one edit, as in `anwser`), accepted when it is at most a
//! third of the longer word (at least 1). Looser than that, a suggestion is more often wrong than
//! helpful: `flap` is not `list`. Study ids are matched in the library, which owns their list.

/// The candidate closest to `word`, if one is close enough; ties go to the first listed.
pub fn closest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let word = word.to_lowercase();
    candidates
        .into_iter()
        .filter(|c| *c != word)
        .map(|c| (strsim::osa_distance(&word, c), c))
        .filter(|(d, c)| *d <= (word.chars().count().max(c.chars().count()) / 3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

#[cfg(test)]
mod tests {
    use super::closest;

    #[test]
    fn close_names_are_suggested_and_far_ones_not() {
        let commands = ["actions", "why", "practice", "perft", "list"];
        assert_eq!(closest("pratice", commands), Some("practice"));
        assert_eq!(closest("PRACTISE", commands), Some("practice"));
        assert_eq!(closest("flap", commands), None);
        assert_eq!(closest("wyh", commands), Some("why"));
        assert_eq!(closest("x", commands), None);
        assert_eq!(
            closest("--anwser", ["--answer", "--format"]),
            Some("--answer")
        );
        assert_eq!(closest("plyard", ["plyyard", "standard"]), Some("plyyard"));
        assert_eq!(closest("chess", ["plyyard", "standard"]), None);
    }
}
