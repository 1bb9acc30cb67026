use foxgeese::*;
fn main() {
    let d: u32 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(9);
    let p = Position::start(Ruleset::plyyard());
    let t = std::time::Instant::now();
    let n = perft(&p, d);
    println!("{d} {n} {:?}", t.elapsed());
}
