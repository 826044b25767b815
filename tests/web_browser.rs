//! The public board in a real browser: Debian's Chromium, headless, driven through the DevTools
//! protocol on a pipe (`--remote-debugging-pipe`). The page shows the seats and fortunes, takes
//! an entry appended by another process without a reload, lays Persian out right to left, and
//! shows hostile names as text. `.ci/run` installs Chromium when the machine lacks it.

#![cfg(target_os = "linux")]

use std::io::{BufRead, BufReader, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use mascarade::coup::Coup;
use mascarade::web::Server;
use serde_json::{Value, json};

/// The browser's binary: `$CHROMIUM`, else the first of Debian's and others' names found.
fn chromium() -> PathBuf {
    if let Some(path) = std::env::var_os("CHROMIUM") {
        return PathBuf::from(path);
    }
    for name in [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ] {
        for dir in std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()) {
            let candidate = dir.join(name);
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    panic!(
        "no Chromium on this machine: install Debian's (apt-get install chromium), as .ci/run \
         does, or name one with CHROMIUM=/path/to/chrome"
    );
}

/// A pipe's two ends, neither inherited by a child unless made so.
fn pipe() -> (OwnedFd, OwnedFd) {
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for the two descriptors `pipe2` writes.
    let rc = unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) };
    assert_eq!(rc, 0, "a pipe");
    // SAFETY: both descriptors were just opened and are owned here alone.
    unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) }
}

/// A headless Chromium and its DevTools session with one page.
struct Browser {
    child: Child,
    commands: std::fs::File,
    replies: mpsc::Receiver<Value>,
    next_id: u64,
    session: String,
    profile: PathBuf,
}

impl Browser {
    /// Starts the browser with `lang` as its language, and opens `url` in a page.
    fn open(url: &str, lang: &str) -> Browser {
        let (to_browser_read, to_browser_write) = pipe();
        let (from_browser_read, from_browser_write) = pipe();
        // A profile of its own for each browser: tests run side by side.
        static OPENED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let profile = std::env::temp_dir().join(format!(
            "mascarade-chromium-{}-{}-{}",
            std::process::id(),
            lang,
            OPENED.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
        ));
        let _ = std::fs::remove_dir_all(&profile);
        let (read_fd, write_fd) = (to_browser_read.as_raw_fd(), from_browser_write.as_raw_fd());
        let mut command = Command::new(chromium());
        command
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--remote-debugging-pipe",
                &format!("--user-data-dir={}", profile.display()),
                &format!("--lang={lang}"),
                &format!("--accept-lang={lang}"),
                "about:blank",
            ])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        // SAFETY: only async-signal-safe calls (fcntl, dup2) between fork and exec. The ends are
        // copied above 10 first: a pipe opened as fd 3 or 4 (tests run side by side) would be
        // overwritten by the other's dup2, or keep its close-on-exec through dup2 onto itself.
        unsafe {
            command.pre_exec(move || {
                let read = libc::fcntl(read_fd, libc::F_DUPFD, 10);
                let write = libc::fcntl(write_fd, libc::F_DUPFD, 10);
                if read < 0 || write < 0 || libc::dup2(read, 3) < 0 || libc::dup2(write, 4) < 0 {
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        let child = command.spawn().expect("Chromium starts");
        drop(to_browser_read);
        drop(from_browser_write);
        let (sender, replies) = mpsc::channel();
        let reader = std::fs::File::from(from_browser_read);
        std::thread::spawn(move || {
            let mut reader = BufReader::new(reader);
            loop {
                let mut message = Vec::new();
                match reader.read_until(0, &mut message) {
                    Ok(0) | Err(_) => return,
                    Ok(_) => {
                        message.pop();
                        if let Ok(value) = serde_json::from_slice::<Value>(&message)
                            && sender.send(value).is_err()
                        {
                            return;
                        }
                    }
                }
            }
        });
        let mut browser = Browser {
            child,
            commands: std::fs::File::from(to_browser_write),
            replies,
            next_id: 0,
            session: String::new(),
            profile,
        };
        let target = browser.call("Target.createTarget", json!({ "url": url }), false);
        let target_id = target["targetId"].as_str().expect("a target").to_string();
        let attached = browser.call(
            "Target.attachToTarget",
            json!({ "targetId": target_id, "flatten": true }),
            false,
        );
        browser.session = attached["sessionId"]
            .as_str()
            .expect("a session")
            .to_string();
        browser
    }

    /// Sends a command and waits for its result.
    fn call(&mut self, method: &str, params: Value, in_page: bool) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({ "id": id, "method": method, "params": params });
        if in_page {
            message["sessionId"] = json!(self.session);
        }
        let mut bytes = serde_json::to_vec(&message).expect("JSON");
        bytes.push(0);
        self.commands.write_all(&bytes).expect("sent to Chromium");
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let reply = self
                .replies
                .recv_timeout(left)
                .unwrap_or_else(|_| panic!("Chromium answers {method}"));
            if reply["id"] == json!(id) {
                assert!(reply.get("error").is_none(), "{method}: {reply}");
                return reply["result"].clone();
            }
        }
    }

    /// The value of a script in the page.
    fn eval(&mut self, expression: &str) -> Value {
        let result = self.call(
            "Runtime.evaluate",
            json!({ "expression": expression, "returnByValue": true }),
            true,
        );
        result["result"]["value"].clone()
    }

    /// Waits until the script's value is true, and returns the page's text then.
    fn wait_for(&mut self, what: &str, expression: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if self.eval(expression) == json!(true) {
                return self.text();
            }
            assert!(
                Instant::now() < deadline,
                "{what} never came; the page shows:\n{}",
                self.text()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// The page's text, as a reader sees it.
    fn text(&mut self) -> String {
        self.eval("document.body.innerText")
            .as_str()
            .unwrap_or_default()
            .to_string()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// A folder of its own for a test, removed after it.
struct Folder(PathBuf);

impl Folder {
    fn new(test: &str) -> Folder {
        let dir =
            std::env::temp_dir().join(format!("mascarade-browser-{}-{test}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        Folder(dir)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The text of the seat of `name` on the page.
fn seat_of(name: &str) -> String {
    format!(
        "[...document.querySelectorAll('#seats li')].map(li => li.innerText).find(t => \
         t.includes({})) || ''",
        json!(name)
    )
}

#[test]
fn the_page_shows_the_table_follows_the_log_speaks_persian_and_escapes_names() {
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    let folder = Folder::new("page");
    let log = folder.0.join("game.yaml");
    // Names that would be markup if the page wrote them as HTML.
    std::fs::write(
        &log,
        "format: coup-log/1\nplayers: [Ana, \"<script>alert(1)</script>\", \"<b>Bao</b>&amp;\"]\n\
         ---\naction: income\nplayer: Ana\n",
    )
    .expect("the log written");
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let url = format!("http://{}/", server.address());

    let mut browser = Browser::open(&url, "en");
    let shown = browser.wait_for(
        "the seats",
        "document.querySelectorAll('#seats li').length === 3",
    );
    assert!(shown.contains("Turn 2"), "{shown}");
    let ana = browser.eval(&seat_of("Ana"));
    assert!(
        ana.as_str().is_some_and(|t| t.contains('3')),
        "Ana's 3 coins: {ana}"
    );
    assert!(shown.contains("Treasury"), "{shown}");
    // The hostile names are text: no element of theirs, no script run.
    assert!(shown.contains("<script>alert(1)</script>"), "{shown}");
    assert!(shown.contains("<b>Bao</b>&amp;"), "{shown}");
    assert_eq!(
        browser.eval("document.querySelectorAll('script').length"),
        json!(1)
    );
    assert_eq!(
        browser.eval("document.querySelectorAll('#seats b').length"),
        json!(0)
    );
    // The page's own marker: not reloaded when the board changes.
    browser.eval("window.stayed = true");

    // Another process appends the next turn, as the host's window does.
    let status = Command::new("sh")
        .arg("-c")
        .arg(
            "printf -- '---\\naction: income\\nplayer: \"<script>alert(1)</script>\"\\n' >> \"$0\"",
        )
        .arg(&log)
        .status()
        .expect("sh runs");
    assert!(status.success());
    let shown = browser.wait_for(
        "the next turn",
        "document.getElementById('status').innerText.includes('Turn 3')",
    );
    assert_eq!(
        browser.eval("window.stayed === true"),
        json!(true),
        "no reload"
    );
    let hostile = browser.eval(&seat_of("<script>"));
    assert!(
        hostile.as_str().is_some_and(|t| t.contains('3')),
        "{hostile}\n{shown}"
    );
    drop(browser);

    // A viewer whose browser speaks Persian reads it right to left.
    let mut browser = Browser::open(&url, "fa");
    browser.wait_for(
        "the seats in Persian",
        "document.querySelectorAll('#seats li').length === 3",
    );
    assert_eq!(browser.eval("document.documentElement.lang"), json!("fa"));
    assert_eq!(
        browser.eval("getComputedStyle(document.body).direction"),
        json!("rtl")
    );
    let shown = browser.text();
    assert!(shown.contains("خزانه"), "the treasury in Persian: {shown}");
    // Picking another language on the page: the board comes again in it, with no reload.
    browser.eval("window.stayed = true");
    browser.eval(
        "const s = document.getElementById('lang'); s.value = 'vi'; \
         s.dispatchEvent(new Event('change')); true",
    );
    browser.wait_for("Vietnamese", "document.documentElement.lang === 'vi'");
    assert_eq!(
        browser.eval("getComputedStyle(document.body).direction"),
        json!("ltr")
    );
    assert_eq!(browser.eval("window.stayed === true"), json!(true));
    drop(browser);
    server.stop();
}

/// The cells of the memory aid's row whose label is `label`, as the page shows them.
fn grid_row_of(label: &str) -> String {
    format!(
        "(() => {{ const r = [...document.querySelectorAll('#memory tbody tr')].find(tr => \
         tr.querySelector('th').innerText === {}); return r ? [...r.querySelectorAll('td')]\
         .map(td => td.innerText).join('') : ''; }})()",
        json!(label)
    )
}

#[test]
fn with_the_memory_aid_the_page_shows_every_card_by_every_character_and_follows_the_swaps() {
    use mascarade::mascarade::rules::Mascarade;
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    let folder = Folder::new("memory-aid");
    let log = folder.0.join("game.yaml");
    // The deal recorded, the opening swaps in pairs: Ana and Bao could each be the King or the
    // Queen, Chi and Dan the Judge or the Bishop.
    std::fs::write(
        &log,
        "format: mascarade-log/1\nplayers: [Ana, Bao, Chi, Dan]\n\
         characters: [King, Queen, Judge, Bishop, Witch, Thief]\n\
         deal: {Ana: King, Bao: Queen, Chi: Judge, Dan: Bishop, middle-1: Witch, middle-2: Thief}\n\
         memory_aid: true\n\
         ---\naction: swap\nplayer: Ana\nwith: Bao\n---\naction: swap\nplayer: Bao\nwith: Ana\n\
         ---\naction: swap\nplayer: Chi\nwith: Dan\n---\naction: swap\nplayer: Dan\nwith: Chi\n",
    )
    .expect("the log written");
    let server = Server::start::<Mascarade>(&log, "127.0.0.1:0").expect("served");
    let url = format!("http://{}/", server.address());
    let mut browser = Browser::open(&url, "en");
    let shown = browser.wait_for(
        "the memory aid's grid",
        "document.querySelectorAll('#memory tbody tr').length === 6",
    );
    assert!(shown.contains("What the cards could be"), "{shown}");
    // The columns: the characters in play, by their keys on the host's screen.
    assert_eq!(
        browser.eval(
            "[...document.querySelectorAll('#memory thead th')].map(th => th.innerText).join('')"
        ),
        json!("jbkqtw")
    );
    assert_eq!(browser.eval(&grid_row_of("Ana")), json!("··○○··"));
    assert_eq!(browser.eval(&grid_row_of("Dan")), json!("○○····"));
    assert_eq!(browser.eval(&grid_row_of("middle 1")), json!("·····●"));
    assert!(shown.contains("j Judge · b Bishop · k King"), "{shown}");
    assert!(shown.contains("○ could be, ● is, · cannot be"), "{shown}");
    // Ana swaps – or not – with Chi: her card and Chi's blur together, on the page as it is.
    browser.eval("window.stayed = true");
    let status = Command::new("sh")
        .arg("-c")
        .arg("printf -- '---\\naction: swap\\nplayer: Ana\\nwith: Chi\\n' >> \"$0\"")
        .arg(&log)
        .status()
        .expect("sh runs");
    assert!(status.success());
    browser.wait_for(
        "Ana's card blurred with Chi's",
        &format!("{} === '○○○○··'", grid_row_of("Ana")),
    );
    assert_eq!(browser.eval(&grid_row_of("Bao")), json!("··○○··"));
    assert_eq!(browser.eval("window.stayed === true"), json!(true));
    drop(browser);
    server.stop();

    // Coup's aid: how often each player claimed each character, ✓ proved, ✗ caught.
    let log = folder.0.join("coup.yaml");
    std::fs::write(
        &log,
        "format: coup-log/1\nplayers: [Ana, Bao, Chi]\nmemory_aid: true\n\
         ---\naction: tax\nplayer: Ana\nchallenge: {by: Bao, shown: true}\nlost: [Bao: Captain]\n",
    )
    .expect("the log written");
    let server = Server::start::<Coup>(&log, "127.0.0.1:0").expect("served");
    let mut browser = Browser::open(&format!("http://{}/", server.address()), "en");
    browser.wait_for(
        "the claims",
        "document.querySelectorAll('#memory tbody tr').length === 3",
    );
    assert_eq!(browser.eval(&grid_row_of("Ana")), json!("1✓····"));
    assert_eq!(browser.eval(&grid_row_of("Bao")), json!("·····"));
    drop(browser);
    server.stop();
}

#[test]
fn on_a_phone_the_grid_of_thirteen_players_and_two_middle_cards_needs_no_sideways_scroll() {
    use mascarade::mascarade::rules::Mascarade;
    mascarade::table::i18n::set(mascarade::table::i18n::Lang::En);
    let folder = Folder::new("phone");
    let log = folder.0.join("game.yaml");
    let names = [
        "Anastasia",
        "Bartholomew",
        "Chi",
        "Dung",
        "Em",
        "Giang",
        "Huy",
        "Khanh",
        "Lan",
        "Minh",
        "Ngoc",
        "Phuong",
        "Quan",
    ];
    let characters = [
        "Alchemist",
        "Spy",
        "Gambler",
        "Judge",
        "Patron",
        "Beggar",
        "Necromancer",
        "Puppet Master",
        "Sage",
        "Princess",
        "Witch",
        "Cheat",
        "Actress",
        "King",
        "Queen",
    ];
    std::fs::write(
        &log,
        format!(
            "format: mascarade-log/1\nplayers: [{}]\ncharacters: [{}]\noverrides: [money-third]\n\
             memory_aid: true\n",
            names.join(", "),
            characters.join(", ")
        ),
    )
    .expect("the log written");
    let server = Server::start::<Mascarade>(&log, "127.0.0.1:0").expect("served");
    let url = format!("http://{}/", server.address());
    for lang in ["en", "vi", "fa"] {
        let mut browser = Browser::open(&url, lang);
        browser.call(
            "Emulation.setDeviceMetricsOverride",
            json!({ "width": 390, "height": 844, "deviceScaleFactor": 3, "mobile": true }),
            true,
        );
        browser.wait_for(
            "the grid",
            "document.querySelectorAll('#memory tbody tr').length === 15 && \
             document.querySelectorAll('#memory thead th').length === 16",
        );
        // Every column on the screen, and nothing wider than it.
        assert_eq!(browser.eval("window.innerWidth"), json!(390), "{lang}");
        assert_eq!(
            browser.eval("document.documentElement.scrollWidth <= window.innerWidth"),
            json!(true),
            "{lang}: {} wide",
            browser.eval("document.documentElement.scrollWidth")
        );
        assert_eq!(
            browser.eval(
                "[...document.querySelectorAll('#memory th, #memory td')].every(c => { \
                 const r = c.getBoundingClientRect(); return r.left >= 0 && r.right <= 390; })"
            ),
            json!(true),
            "{lang}"
        );
        // A card nobody has seen could be any of the fifteen.
        assert_eq!(
            browser.eval(&format!("{}.length", grid_row_of("Chi"))),
            json!(15),
            "{lang}"
        );
        // Persian reads right to left: the cards' names on the right, the first column next.
        let rtl = browser.eval(
            "(() => { const r = document.querySelector('#memory tbody tr'); \
             return r.querySelector('th').getBoundingClientRect().left > \
             r.querySelector('td').getBoundingClientRect().left; })()",
        );
        assert_eq!(rtl, json!(lang == "fa"), "{lang}");
        drop(browser);
    }
    server.stop();
}
