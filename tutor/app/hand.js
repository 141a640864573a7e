// Your hand as one element: a row of cards (a button each, its picture and its name) that
// a tap or Space chooses and raises. It says the whole choice to the page each time
// ("chosen": the indices, in order), so two quick taps are both kept.
// data: [the row's label, its cards ({src, alt, label}), the indices chosen]
//
// Keyboard focus stays on its card through a redraw: when the cards change, and when
// Streamlit mounts the row afresh in the old one's place (it did, now and then, on a
// loaded machine), focus lost with the old row goes to the same place in the new one.
let focused = null;  // the card button last focused, and its place in its row
document.addEventListener("focusin", (event) => {
  const b = event.target;
  const row = b instanceof HTMLElement && b.parentElement;
  focused = row && row.classList.contains("ct-hand")
    ? { button: b, index: [...row.children].indexOf(b) } : null;
}, true);
document.addEventListener("focusout", (event) => {
  const was = focused;
  if (!was || event.target !== was.button || event.relatedTarget) return;
  setTimeout(() => {
    if (was.button.isConnected) {  // let go of (a click on the page around it)
      if (focused === was) focused = null;
    } else {  // gone with a redraw: into the new row, if it is there yet (else it does)
      refocus([...document.querySelectorAll(".ct-hand")].find((b) => b.children.length));
    }
  }, 0);
}, true);

function refocus(bar) {  // the card focused before, if it went with a redraw
  const lost = focused && !focused.button.isConnected
    && (!document.activeElement || document.activeElement === document.body);
  if (lost && bar && bar.isConnected && bar.children.length) {
    bar.children[Math.min(focused.index, bar.children.length - 1)].focus();
  }
}

export default function ({ data, parentElement, setTriggerValue }) {
  const [said, cards, chosen] = data;
  let label = parentElement.querySelector(".ct-hand-label");
  let bar = parentElement.querySelector(".ct-hand");
  if (!bar) {
    label = document.createElement("div");
    label.className = "ct-hand-label";
    bar = document.createElement("div");
    bar.className = "ct-hand";
    bar.setAttribute("role", "toolbar");
    bar.addEventListener("keydown", arrows);
    parentElement.append(label, bar);
  }
  label.textContent = said;
  bar.setAttribute("aria-label", said);
  bar.chosen = new Set(chosen);
  const drawn = JSON.stringify(cards);
  if (bar.dataset.cards !== drawn) {
    bar.replaceChildren(...cards.map((c, i) => cardButton(c, i, bar, setTriggerValue)));
    bar.dataset.cards = drawn;
  }
  refocus(bar);
  [...bar.children].forEach((b, i) => b.setAttribute("aria-pressed", String(bar.chosen.has(i))));
}

function cardButton(card, i, bar, setTriggerValue) {
  const b = document.createElement("button");
  b.type = "button";
  if (card.src) {
    const img = document.createElement("img");
    img.src = card.src;
    img.alt = card.alt;
    b.append(img);
  }
  const name = document.createElement("span");
  name.textContent = card.label;
  b.append(name);
  b.addEventListener("click", () => {
    const chosen = bar.chosen;
    if (chosen.has(i)) chosen.delete(i); else chosen.add(i);
    b.setAttribute("aria-pressed", String(chosen.has(i)));
    setTriggerValue("chosen", [...chosen].sort((x, y) => x - y));
  });
  return b;
}

function arrows(event) {  // the arrow keys, Home and End move along the row
  const row = [...event.currentTarget.children];
  const at = row.indexOf(document.activeElement);
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: row.length - 1 }[event.key];
  if (at < 0 || to === undefined || to < 0 || to >= row.length) return;
  event.preventDefault();
  row[to].focus();
}
