// The create form's words (room/lobby.js), in each language the rooms speak (room/words.js): English, Japanese and
// Chinese in both scripts (Letter's table is Traditional, CHAOS's Simplified; the form offers both).
export const FORM_LANGS = [["en", "English"], ["ja", "日本語"], ["zh-TW", "繁體中文"], ["zh-CN", "简体中文"]];

export const FORM_WORDS = {
  en: {
    title: "Start a table for several people",
    intro: "Choose the game and who plays each seat, then Create table: you get one link per seat to send to each "
      + "player (a link is that seat's key), and a link to watch.",
    language: "Language", game: "Game",
    game_letter: "A solo game: one investigator against the clue stack; friends may watch.",
    game_chaos: "Four seats in two teams (A1 and A2 against B1 and B2), each racing to escape the asylum.",
    game_mythos: "Two players, each with a deck of Mythos cards, going on adventures while keeping their sanity.",
    seats: "Seats", seats_help: "A person joins a seat with its link; a bot seat is played by the computer, at once.",
    human: "a person (gets a link)", heuristic: "bot (plays sensibly)", random: "bot (random moves)",
    deal: "Deal", secret: "Secret deal: its seed is shown when the game is over",
    typed: "This seed:", seed_hint: "a number",
    deal_help: "A seed is a number that deals the cards: the same seed deals the same game again.",
    name: "Table name", name_hint: "optional, e.g. Friday game",
    name_help: "Shown in the list of tables and in each player's browser tab.",
    listed: "Show this table in this server's list",
    listed_help: "Unlisted, only people with a link can find it.",
    open: "Open seats: anyone may take a free seat from the list",
    open_help: "A seat nobody has joined yet may be taken from the list; its link then opens it no more.",
    create: "Create table", creating: "Creating…",
    bad_seed: "The seed must be a whole number from 0 to 9007199254740991, or choose a secret deal.",
    list_title: "Tables on this server", list_empty: "No listed table yet: create one below.",
    list_table: "Table {room}", list_seats: "{free} free · {taken} taken", list_step: "step {step}",
    list_over: "finished", list_to_act: "{seat} to act", list_in_play: "in play", list_join: "Join {seat}",
    list_watch: "Watch", list_error: "The list of tables could not be read: {error}", player_n: "Player {n}",
    server: "The server refused the table: {error}",
  },
  ja: {
    title: "複数人で遊ぶ卓を作る",
    intro: "ゲームと各席を誰が担当するかを選び、「卓を作る」を押す。席ごとのリンク（その席の鍵）を各プレイヤーに送る。"
      + "観戦用のリンクも出る。",
    language: "言語", game: "ゲーム",
    game_letter: "ソロゲーム：探索者ひとりが手がかりの山に挑む。友だちは観戦できる。",
    game_chaos: "4 席・2 チーム（A1 と A2 対 B1 と B2）で、精神病院からの脱出を競う。",
    game_mythos: "2 人のプレイヤーがそれぞれ神話カードの山札で、正気を保ちながら冒険する。",
    seats: "席", seats_help: "人はリンクで席に着く。ボットの席はコンピューターがすぐに担当する。",
    human: "人（リンクを受け取る）", heuristic: "ボット（堅実に打つ）", random: "ボット（ランダム）",
    deal: "配札", secret: "秘密の配札：シードはゲーム終了時に表示",
    typed: "このシード：", seed_hint: "数字",
    deal_help: "シードはカードの配り方を決める数字：同じシードなら同じゲームがもう一度配られる。",
    name: "卓の名前", name_hint: "任意（例：金曜の卓）",
    name_help: "卓の一覧と各プレイヤーのブラウザのタブに表示される。",
    listed: "このサーバーの卓一覧に表示する",
    listed_help: "表示しない場合、リンクを持つ人だけが見つけられる。",
    open: "空き席を開放：一覧から誰でも空いた席に着ける",
    open_help: "まだ誰も着いていない席は一覧から取れる。取られた席のリンクはもう使えない。",
    create: "卓を作る", creating: "作成中…",
    bad_seed: "シードは 0 から 9007199254740991 までの整数。または秘密の配札を選ぶ。",
    list_title: "このサーバーの卓", list_empty: "公開中の卓はまだない。下で作れる。",
    list_table: "卓 {room}", list_seats: "空き {free} · 着席 {taken}", list_step: "{step} 手目",
    list_over: "終了", list_to_act: "{seat} の番", list_in_play: "対局中", list_join: "{seat} で参加",
    list_watch: "観戦", list_error: "卓の一覧を読めなかった：{error}", player_n: "プレイヤー {n}",
    server: "サーバーが卓を作れなかった：{error}",
  },
  "zh-TW": {
    title: "開一張多人牌桌",
    intro: "選擇遊戲與每個座位由誰來玩，再按「建立牌桌」：每個座位會有一個連結（那個座位的鑰匙），傳給對應的玩家；"
      + "另有一個觀戰連結。",
    language: "語言", game: "遊戲",
    game_letter: "單人遊戲：一名調查員對抗線索牌堆；朋友可以觀戰。",
    game_chaos: "四個座位分成兩隊（A1 與 A2 對 B1 與 B2），比賽誰先逃出瘋人院。",
    game_mythos: "兩名玩家各用一副神話牌組去冒險，同時保住理智。",
    seats: "座位", seats_help: "玩家用座位的連結入座；電腦座位由電腦立即接手。",
    human: "玩家（取得連結）", heuristic: "電腦（穩健出牌）", random: "電腦（隨機出牌）",
    deal: "牌局", secret: "秘密牌局：種子在遊戲結束時顯示",
    typed: "此種子：", seed_hint: "一個數字",
    deal_help: "種子是決定發牌的數字：同一個種子會再發出同一局。",
    name: "牌桌名稱", name_hint: "可不填，例如：週五局",
    name_help: "顯示在牌桌清單與每位玩家的瀏覽器分頁上。",
    listed: "在此伺服器的牌桌清單中顯示",
    listed_help: "不顯示時，只有持有連結的人找得到它。",
    open: "開放座位：任何人都可從清單坐上空位",
    open_help: "還沒有人加入的座位可以從清單中取得；之後該座位的連結便不再有效。",
    create: "建立牌桌", creating: "建立中…",
    bad_seed: "種子必須是 0 到 9007199254740991 的整數，或選擇秘密牌局。",
    list_title: "這台伺服器上的牌桌", list_empty: "還沒有公開的牌桌：在下面建立一張。",
    list_table: "牌桌 {room}", list_seats: "空位 {free} · 已坐 {taken}", list_step: "第 {step} 步",
    list_over: "已結束", list_to_act: "輪到 {seat}", list_in_play: "進行中", list_join: "以 {seat} 加入",
    list_watch: "觀戰", list_error: "無法讀取牌桌列表：{error}", player_n: "玩家{n}",
    server: "伺服器拒絕了這張牌桌：{error}",
  },
  "zh-CN": {
    title: "开一张多人牌桌",
    intro: "选择游戏与每个座位由谁来玩，再按「创建牌桌」：每个座位会有一个链接（那个座位的钥匙），发给对应的玩家；"
      + "另有一个观战链接。",
    language: "语言", game: "游戏",
    game_letter: "单人游戏：一名调查员对抗线索牌堆；朋友可以观战。",
    game_chaos: "四个座位分成两队（A1 与 A2 对 B1 与 B2），比赛谁先逃出疯人院。",
    game_mythos: "两名玩家各用一副神话牌组去冒险，同时保住理智。",
    seats: "座位", seats_help: "玩家用座位的链接入座；电脑座位由电脑立即接手。",
    human: "玩家（获得链接）", heuristic: "电脑（稳健出牌）", random: "电脑（随机出牌）",
    deal: "牌局", secret: "秘密牌局：种子在游戏结束时显示",
    typed: "此种子：", seed_hint: "一个数字",
    deal_help: "种子是决定发牌的数字：同一个种子会再发出同一局。",
    name: "牌桌名称", name_hint: "可不填，例如：周五局",
    name_help: "显示在牌桌列表与每位玩家的浏览器标签页上。",
    listed: "在此服务器的牌桌列表中显示",
    listed_help: "不显示时，只有持有链接的人找得到它。",
    open: "开放座位：任何人都可从列表坐上空位",
    open_help: "还没有人加入的座位可以从列表中取得；之后该座位的链接便不再有效。",
    create: "创建牌桌", creating: "创建中…",
    bad_seed: "种子必须是 0 到 9007199254740991 的整数，或选择秘密牌局。",
    list_title: "这台服务器上的牌桌", list_empty: "还没有公开的牌桌：在下面创建一张。",
    list_table: "牌桌 {room}", list_seats: "空位 {free} · 已坐 {taken}", list_step: "第 {step} 步",
    list_over: "已结束", list_to_act: "轮到 {seat}", list_in_play: "进行中", list_join: "以 {seat} 加入",
    list_watch: "观战", list_error: "无法读取牌桌列表：{error}", player_n: "玩家{n}",
    server: "服务器拒绝了这张牌桌：{error}",
  },
};

/** Return the form's language for a browser language ("ja-JP", "zh-Hant-TW", "zh-CN" …): one of FORM_LANGS. */
export function formLang(browser = "") {
  const tag = String(browser).toLowerCase();
  if (tag.startsWith("ja")) return "ja";
  if (/^zh-(tw|hk|mo|hant)/.test(tag)) return "zh-TW";
  if (tag.startsWith("zh")) return "zh-CN";
  return "en";
}

/** Return the form's word `key` in `lang` (English where it has none), its {name} placeholders filled. */
export function formSay(lang, key, vars = {}) {
  const text = FORM_WORDS[lang]?.[key] ?? FORM_WORDS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in vars ? String(vars[name]) : whole));
}
