//! The board's address as a QR code drawn in the terminal, for players to join by pointing a
//! camera: two rows of modules per line of text, with half blocks. The code's light modules are
//! drawn (a terminal's text is light on dark), so that on a dark terminal it reads as a code
//! printed dark on light; phone cameras read it the other way round too.

use qrcode::{Color, QrCode};

/// The light modules around the code that scanners need, in modules.
const QUIET_ZONE: usize = 2;

/// The QR code of `text`, a line of text per two rows of modules; none when the text is too
/// long for a code.
pub fn lines(text: &str) -> Vec<String> {
    let Ok(code) = QrCode::new(text.as_bytes()) else {
        return Vec::new();
    };
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 2 * QUIET_ZONE;
    let light = |x: usize, y: usize| -> bool {
        if x < QUIET_ZONE || y < QUIET_ZONE || x >= width + QUIET_ZONE || y >= width + QUIET_ZONE {
            return true;
        }
        colors[(y - QUIET_ZONE) * width + (x - QUIET_ZONE)] == Color::Light
    };
    (0..size)
        .step_by(2)
        .map(|y| {
            (0..size)
                .map(|x| {
                    let top = light(x, y);
                    let bottom = y + 1 >= size || light(x, y + 1);
                    match (top, bottom) {
                        (true, true) => '█',
                        (true, false) => '▀',
                        (false, true) => '▄',
                        (false, false) => ' ',
                    }
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_url_is_a_square_code_with_its_quiet_zone_two_rows_a_line() {
        let url = "http://192.168.1.20:8080/";
        let rows = lines(url);
        let modules = QrCode::new(url.as_bytes()).expect("a code").width();
        let size = modules + 2 * QUIET_ZONE;
        assert_eq!(rows.len(), size.div_ceil(2));
        assert!(rows.iter().all(|r| r.chars().count() == size));
        // The quiet zone: the first line is light throughout.
        assert!(rows[0].chars().all(|c| c == '█'));
        // A version 2 code (25 modules) or so: it fits an 80×24 terminal.
        assert!(rows.len() <= 16, "{}", rows.len());
    }
}
