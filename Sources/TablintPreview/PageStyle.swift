/// The page's fixed part: its styles (light and dark, as custom
/// properties) and the legend. Nothing here comes from the input.
enum PageStyle {
    static let css: StaticString = """
    :root{color-scheme:light dark;--bg:#ffffff;--fg:#1d1d1f;--muted:#5b5b61;--panel:#f5f5f7;--line:#c7c7cc;\
    --bar:#ececf0;--ph:#8e8e93;--sel:#dce8ff;--tint:#0040b0;--err:#b3261e;--errfg:#ffffff;--warn:#f2a900;\
    --warnfg:#1d1d1f;--approx:#7a4b00;--fade:#6e6e73}
    @media (prefers-color-scheme:dark){:root{--bg:#111113;--fg:#f2f2f7;--muted:#a9a9b2;--panel:#1c1c1f;\
    --line:#48484f;--bar:#2a2a2f;--ph:#8e8e96;--sel:#20365e;--tint:#9cc2ff;--err:#ff6b5e;--errfg:#1d1d1f;\
    --warn:#ffc23d;--warnfg:#1d1d1f;--approx:#ffc66b;--fade:#9a9aa3}}
    body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
    main{max-width:1200px;margin:0 auto;padding:16px 20px 40px}
    h1{font-size:20px;margin:4px 0 8px}h2{font-size:17px;margin:24px 0 8px}
    .sub{color:var(--muted);margin:0 0 12px}
    .legend{display:flex;flex-wrap:wrap;gap:6px 18px;margin:0;padding:8px 12px;list-style:none;background:var(--panel);border-radius:10px}
    .legend li{display:flex;align-items:center;gap:6px}
    .legend svg{width:28px;height:20px;flex:none}
    .problems{padding-left:28px}.problems li{margin:2px 0}
    .sev-error{color:var(--err);font-weight:600}.sev-warning{color:var(--approx);font-weight:600}.sev-info{color:var(--muted)}
    .rule,.where{color:var(--muted);font-size:12px}
    .panels{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    figure{margin:0;padding:10px 12px;background:var(--panel);border-radius:12px;max-width:100%;overflow-x:auto}
    figure[data-approximate]{outline:2px dashed var(--approx);outline-offset:-2px}
    figcaption{font-weight:600;margin-bottom:6px}
    .approx{color:var(--approx);font-weight:600}
    .notes{margin:6px 0 0;padding-left:18px;font-size:12px;color:var(--muted);max-width:620px}
    svg text{fill:var(--fg);font-family:system-ui,-apple-system,"Segoe UI",sans-serif;font-size:11px}
    svg[dir=rtl] text{direction:rtl}
    .bar{fill:var(--bar)}.scr{fill:var(--bg);stroke:var(--line)}.ln{stroke:var(--line)}
    .ph{fill:none;stroke:var(--ph);stroke-width:1.5;stroke-dasharray:3 2}
    .sel{fill:var(--sel)}.tab-sel text{fill:var(--tint);font-weight:700}.tab-sel .ph{stroke:var(--tint);stroke-dasharray:none}
    .act{fill:none;stroke:var(--fg);stroke-width:1.2;stroke-dasharray:4 3}
    .prom{fill:none;stroke:var(--tint);stroke-width:2.5}
    .dot{fill:var(--fg)}.pdot{fill:none;stroke:var(--fg)}.pdot-on{fill:var(--fg)}
    text.un{fill:var(--muted);font-style:italic}text.noid{font-style:italic}
    .ovf text{fill:var(--fade)}.ovf .ph{stroke:var(--fade)}
    .room{stroke:var(--fade);stroke-dasharray:2 3}
    .b-err{fill:var(--err)}.b-warn{fill:var(--warn)}
    svg text.bn{font-size:9px;font-weight:700;fill:var(--errfg)}svg text.bnw{font-size:9px;font-weight:700;fill:var(--warnfg)}
    svg text.hd{font-weight:700;font-size:12px;fill:var(--muted)}svg text.big{font-size:17px;font-weight:700}
    svg text.symcap{font-size:6px;fill:var(--muted)}svg text.alt{font-weight:600;fill:var(--muted)}
    .seg{fill:var(--bar);stroke:var(--line)}.sel-alt{fill:none;stroke:var(--tint);stroke-width:2}.tab-sel-alt text{font-weight:700}
    a.hidden-problems{margin-left:6px;padding:1px 8px;border:1.5px solid var(--approx);border-radius:10px;font-size:12px;color:var(--approx);text-decoration:none}
    a.hp-error{border-color:var(--err);color:var(--err)}.drawn{color:var(--muted);font-size:12px}.drawn.none{font-style:italic}
    svg text.row{font-size:14px}svg text.small{font-size:11px;fill:var(--muted)}
    """

    /// The conditional tabs' mark (a hollow diamond in the tab's corner),
    /// written only in a file with `when`.
    static let conditionalCSS: StaticString = """
    .cond{fill:var(--bg);stroke:var(--fg);stroke-width:1.2}.cond-more{color:var(--approx);font-weight:600}
    """

    /// The legend's entry for the conditional tabs' mark, after the legend, in a file with `when`.
    static let conditionalLegend: StaticString = """
    <ul class="legend" aria-label="Legend: conditional tabs">\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="ph" x="9" y="4" width="10" height="10" rx="2"/><path class="cond" d="M5 2l4 4l-4 4l-4-4z"/></svg><span>exists only while its conditions hold (<code>when</code>); drawn as if every condition holds</span></li>\
    </ul>
    """

    /// The legend: what each mark means, each with its own mark drawn.
    static let legend: StaticString = """
    <ul class="legend" aria-label="Legend">\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="sel" x="1" y="1" width="26" height="18" rx="8"/><rect class="ph" x="9" y="4" width="10" height="10" rx="2"/></svg>selected at launch (tinted, bold)</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="sel-alt" x="1" y="1" width="26" height="18" rx="8"/><rect class="ph" x="9" y="4" width="10" height="10" rx="2"/></svg>selected at launch, in the second of two alternatives (outlined)</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="ph" x="6" y="1" width="18" height="18" rx="4"/><text class="symcap" x="15" y="12" text-anchor="middle">bell</text></svg>placeholder for the SF Symbol, its name (cut short) inside; the whole name is in the tooltip</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><circle class="dot" cx="14" cy="10" r="3"/></svg>cached</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="act" x="2" y="2" width="24" height="16" rx="5"/></svg>action tab (never selected)</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="prom" x="2" y="2" width="24" height="16" rx="5"/></svg>prominent tab</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><text class="un" x="2" y="14">Abc</text></svg>not translated (the key is shown)</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><text x="2" y="14">Ab…</text></svg>title cut short</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><circle class="b-err" cx="14" cy="10" r="8"/><text class="bn" x="14" y="13" text-anchor="middle">1</text></svg>error (number in the list of problems)</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><rect class="b-warn" x="6" y="2" width="16" height="16" rx="2"/><text class="bnw" x="14" y="13" text-anchor="middle">2</text></svg>warning</li>\
    <li><svg viewBox="0 0 28 20" aria-hidden="true"><line class="room" x1="4" y1="2" x2="4" y2="18"/><text x="8" y="14" style="fill:var(--fade)">Ab</text></svg>past the bar's room (faded)</li>\
    <li><span class="approx">approximate</span>&#160;the system's behaviour is not documented there</li>\
    </ul>
    """
}
