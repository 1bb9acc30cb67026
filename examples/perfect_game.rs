//! A perfect game of Ply Yard's Fox and Geese from the start, read from the whole game's
//! tables (`foxgeese tables build --ruleset plyyard --geese 13`): at every turn the side to
//! move plays the first of its actions ranked best first, so the winner (the geese) wins as
//! fast as it can and the loser holds out as long as it can. Ties keep the order of the
//! legal actions, so the game is the same on every machine.
//!
//! Not part of the binary: it wrote `games/plyyard-perfect.txt`, which the tests replay.
//!
//! ```sh
//! cargo run --release --example perfect_game -- TABLES_DIR > games/plyyard-perfect.txt
//! ```

use std::time::Duration;

use foxgeese::game::Record;
use foxgeese::solve::{Method, Solver, Verdict};
use foxgeese::{Game, Position, Ruleset};

fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: perfect_game TABLES_DIR");
        std::process::exit(2);
    };
    let mut solver = Solver::new(dir).with_on_demand_limit(0);
    let mut game = Game::new(Position::start(Ruleset::plyyard()));
    loop {
        let pos = game.current();
        let a = solver
            .analyze(&pos, Duration::from_secs(1))
            .unwrap_or_else(|e| panic!("{pos}: {e:?}"));
        let Some(best) = a.actions.first() else {
            break;
        };
        assert_eq!(
            a.method,
            Method::Tables,
            "{pos}: every value from the tables"
        );
        assert!(matches!(a.verdict, Verdict::Proven(_)));
        game.push(&best.action.text())
            .unwrap_or_else(|e| panic!("{pos}: {e:?}"));
    }
    print!("{}", Record::of_game(&game, None).write());
}
