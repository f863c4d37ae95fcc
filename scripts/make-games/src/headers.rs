//! [`write_headers`]: a game's seven-tag roster and ratings, drawn from fixed pools so that
//! names, events and sites repeat the way they do in real databases: 300 events, 3,000 players
//! (each with a rating of their own), dates from 1950 to 2026 (some unknown), some ratings
//! missing.

use std::io::Write;

use crate::rng::Rng;

const FIRST: [&str; 60] = [
    "Anna", "Boris", "Carla", "David", "Elena", "Fabiano", "Gata", "Hikaru", "Irina", "Jan",
    "Katya", "Levon", "Maria", "Nikita", "Olga", "Peter", "Qiang", "Rustam", "Sofia", "Teimour",
    "Ulf", "Vera", "Wesley", "Xenia", "Yuri", "Zoltan", "Alireza", "Bela", "Chen", "Dina", "Emil",
    "Frank", "Gisela", "Hou", "Ian", "Judit", "Kiril", "Lajos", "Magnus", "Nona", "Oscar", "Pia",
    "Ruslan", "Sam", "Tania", "Vasily", "Walter", "Yifan", "Zhu", "Alexei", "Bent", "Cecile",
    "Dmitry", "Eva", "Gregor", "Hanna", "Ivan", "Jonas", "Lena", "Mikhail",
];

const LAST: [&str; 60] = [
    "Adams",
    "Bauer",
    "Carlsen",
    "Dominguez",
    "Eljanov",
    "Fischer",
    "Gelfand",
    "Harikrishna",
    "Ivanchuk",
    "Jobava",
    "Karpov",
    "Leko",
    "Morozevich",
    "Nakamura",
    "Oparin",
    "Polgar",
    "Radjabov",
    "Svidler",
    "Topalov",
    "Ushenina",
    "Vachier",
    "Wojtaszek",
    "Xiong",
    "Yu",
    "Zhigalko",
    "Anand",
    "Bacrot",
    "Caruana",
    "Ding",
    "Erigaisi",
    "Firouzja",
    "Giri",
    "Hansen",
    "Inarkiev",
    "Jones",
    "Kramnik",
    "Lagno",
    "Mamedyarov",
    "Navara",
    "Olafsson",
    "Ponomariov",
    "Rapport",
    "Shirov",
    "Tal",
    "Vallejo",
    "Wang",
    "Yakovenko",
    "Zvjaginsev",
    "Aronian",
    "Bologan",
    "Korchnoi",
    "Larsen",
    "Petrosian",
    "Smyslov",
    "Spassky",
    "Botvinnik",
    "Bronstein",
    "Keres",
    "Euwe",
    "Short",
];

const CITIES: [(&str, &str); 50] = [
    ("Wijk aan Zee", "NED"),
    ("Linares", "ESP"),
    ("Dortmund", "GER"),
    ("Moscow", "RUS"),
    ("London", "ENG"),
    ("Biel", "SUI"),
    ("Reykjavik", "ISL"),
    ("Hastings", "ENG"),
    ("Gibraltar", "GIB"),
    ("Sochi", "RUS"),
    ("Tromso", "NOR"),
    ("Baku", "AZE"),
    ("Stavanger", "NOR"),
    ("St. Louis", "USA"),
    ("Zurich", "SUI"),
    ("Shamkir", "AZE"),
    ("Bled", "SLO"),
    ("Havana", "CUB"),
    ("Budapest", "HUN"),
    ("Prague", "CZE"),
    ("Paris", "FRA"),
    ("Madrid", "ESP"),
    ("Berlin", "GER"),
    ("Vienna", "AUT"),
    ("Amsterdam", "NED"),
    ("Belgrade", "SRB"),
    ("Bucharest", "ROU"),
    ("Sofia", "BUL"),
    ("Warsaw", "POL"),
    ("Kiev", "UKR"),
    ("Tbilisi", "GEO"),
    ("Yerevan", "ARM"),
    ("Chennai", "IND"),
    ("Beijing", "CHN"),
    ("Shanghai", "CHN"),
    ("Tokyo", "JPN"),
    ("Sydney", "AUS"),
    ("Buenos Aires", "ARG"),
    ("Sao Paulo", "BRA"),
    ("Mexico City", "MEX"),
    ("New York", "USA"),
    ("Toronto", "CAN"),
    ("Cairo", "EGY"),
    ("Istanbul", "TUR"),
    ("Athens", "GRE"),
    ("Copenhagen", "DEN"),
    ("Stockholm", "SWE"),
    ("Helsinki", "FIN"),
    ("Oslo", "NOR"),
    ("Dublin", "IRL"),
];

const KINDS: [&str; 6] = [
    "Open",
    "Masters",
    "Invitational",
    "Championship",
    "Rapid",
    "Memorial",
];

/// How many players the games are drawn from.
const PLAYERS: u32 = 3000;

/// A fixed mix of `n`: the same player always gets the same rating, the same event the same
/// year and city.
fn mix(n: u32) -> u32 {
    let mut z = u64::from(n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z ^= z >> 29;
    (z.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 32) as u32
}

fn write_player(out: &mut Vec<u8>, colour: &str, player: u32) {
    let first = FIRST[(player % 60) as usize];
    let last = LAST[(player / 60 % 60) as usize];
    writeln!(out, "[{colour} \"{last}, {first}\"]").unwrap();
}

/// Writes the headers of a game ending in `result` with opening `eco`.
pub fn write_headers(out: &mut Vec<u8>, rng: &mut Rng, eco: &str, result: &str) {
    let event = rng.below(CITIES.len() as u32 * KINDS.len() as u32);
    let (city, country) = CITIES[(event % 50) as usize];
    let kind = KINDS[(event / 50) as usize];
    let year = 1950 + mix(event) % 77;
    writeln!(out, "[Event \"{city} {kind}\"]").unwrap();
    writeln!(out, "[Site \"{city} {country}\"]").unwrap();
    match rng.below(100) {
        0..4 => out.extend_from_slice(b"[Date \"????.??.??\"]\n"),
        4..7 => writeln!(out, "[Date \"{year}.??.??\"]").unwrap(),
        _ => writeln!(
            out,
            "[Date \"{year}.{:02}.{:02}\"]",
            rng.between(1, 12),
            rng.between(1, 28)
        )
        .unwrap(),
    }
    match rng.below(100) {
        0..3 => out.extend_from_slice(b"[Round \"?\"]\n"),
        3..13 => writeln!(
            out,
            "[Round \"{}.{}\"]",
            rng.between(1, 11),
            rng.between(1, 8)
        )
        .unwrap(),
        _ => writeln!(out, "[Round \"{}\"]", rng.between(1, 11)).unwrap(),
    }
    let white = rng.below(PLAYERS);
    let mut black = rng.below(PLAYERS - 1);
    if black >= white {
        black += 1;
    }
    write_player(out, "White", white);
    write_player(out, "Black", black);
    writeln!(out, "[Result \"{result}\"]").unwrap();
    for (tag, player) in [("WhiteElo", white), ("BlackElo", black)] {
        if !rng.percent(15) {
            let rating = 1300 + mix(player + 7919) % 1500 + rng.below(100) - 50;
            writeln!(out, "[{tag} \"{rating}\"]").unwrap();
        }
    }
    writeln!(out, "[ECO \"{eco}\"]").unwrap();
}
