"""A club's server: learners sign in through OpenID Connect (Streamlit's ``st.login``) and
nobody sees or changes another learner's progress, through the pages or crafted links; an
organiser sees the club's weakest rules and who is due for review.

A local OpenID Connect provider (``oidc-provider-mock``) stands in for the club's; the app
runs under ``streamlit run`` with the club's secrets, and a real browser signs in."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from fsrs import Rating
from playwright.sync_api import Browser, Page, expect

from tests.browser import fresh, shot
from tests.browser import settle as run_over
from tests.conftest import serve
from tests.servers import free_port
from tutor.store import Store, now

pytestmark = pytest.mark.e2e
DESKTOP = {"width": 1280, "height": 720}
MEMBERS = {"alice": "Alice", "bob": "Bob", "olga": "Olga"}

#: The frozen-pile rule as a page says it (pile-6 is its id).
FROZEN = "Frozen pile: only a natural pair takes it"


@pytest.fixture(scope="module")
def provider() -> Iterator[str]:
    from oidc_provider_mock import User, run_server_in_thread

    users = [User(sub=sub, claims={"email": f"{sub}@club.test", "email_verified": True,
                                   "name": name}) for sub, name in MEMBERS.items()]
    users.append(User(sub="mallory", claims={"email": "olga@club.test",  # not verified
                                             "name": "Mallory"}))
    with run_server_in_thread(port=free_port(), user_claims=users) as server:
        yield f"http://localhost:{server.server_port}"


@pytest.fixture(scope="module")
def club(provider: str, tmp_path_factory: pytest.TempPathFactory,
         chromium: str) -> Iterator[tuple[str, str]]:
    """The tutor as a club runs it: sign-in configured in secrets; (URL, database)."""
    here = tmp_path_factory.mktemp("club")
    port = free_port()
    (here / ".streamlit").mkdir()
    (here / ".streamlit" / "secrets.toml").write_text(f"""
[auth]
redirect_uri = "http://127.0.0.1:{port}/oauth2callback"
cookie_secret = "{secrets.token_hex(16)}"
client_id = "canasta-tutor"
client_secret = "{secrets.token_hex(8)}"
server_metadata_url = "{provider}/.well-known/openid-configuration"

[club]
name = "The Tuesday Club"
organisers = ["olga@club.test"]
""")
    database = str(here / "club.sqlite3")
    with serve(here, {**os.environ, "CANASTA_TUTOR_DB": database}, port) as url:
        yield url, database


def settle(page: Page) -> None:
    """The page's run over, and its heading drawn."""
    run_over(page)
    page.wait_for_selector("[data-testid='stMain'] h1")


def signed_in(browser: Browser, url: str, who: str) -> Page:
    page = fresh(browser, DESKTOP)
    page.goto(url)
    settle(page)
    page.get_by_role("button", name="Sign in").click()
    page.wait_for_selector("input[name='sub']")
    page.fill("input[name='sub']", who)
    page.get_by_role("button", name="Authorize").click()
    page.wait_for_url(f"{url}/**")
    settle(page)
    return page


def test_nothing_shows_before_sign_in(browser: Browser, club: tuple[str, str]) -> None:
    url, _ = club
    for path in ("", "progress", "settings?profile=alice%40club.test", "club"):
        page = fresh(browser, DESKTOP)
        page.goto(f"{url}/{path}")
        settle(page)
        expect(page.get_by_role("button", name="Sign in")).to_be_visible()
        assert "Tuesday Club" in page.inner_text("body")
        assert "Mastery" not in page.inner_text("body")
        page.context.close()


@pytest.mark.long
def test_each_learner_sees_only_their_own_progress(browser: Browser, club: tuple[str, str],
                                                   artifacts: Path) -> None:
    url, database = club
    Store(database).record("alice@club.test", "tp-001", "take_pile", ["pile-6"], False, 1)
    alice = signed_in(browser, url, "alice")
    alice.goto(f"{url}/progress")
    settle(alice)
    expect(alice.get_by_text("Questions answered")).to_be_visible()
    expect(alice.get_by_text(FROZEN).first).to_be_visible()  # her own miss
    shot(alice, artifacts / "club-alice-progress.png")

    bob = signed_in(browser, url, "bob")
    for path in ("progress", "progress?profile=alice%40club.test",
                 "settings?profile=alice%40club.test", "club"):
        bob.goto(f"{url}/{path}")
        settle(bob)
        body = bob.inner_text("body")
        assert "bob@club.test" in body and "alice@club.test" not in body, path
        assert FROZEN not in body, path  # never Alice's progress
    bob.goto(f"{url}/settings")
    settle(bob)
    assert bob.get_by_role("textbox", name="Switch to another name").count() == 0
    expect(bob.get_by_role("button", name="Sign out")).to_be_visible()
    assert Store(database).answers("bob@club.test") == []
    assert len(Store(database).answers("alice@club.test")) == 1  # nothing changed for her
    for page in (alice, bob):
        page.context.close()


@pytest.mark.long
def test_only_an_organiser_sees_the_club(browser: Browser, club: tuple[str, str],
                                         artifacts: Path) -> None:
    url, database = club
    store = Store(database)
    store.record("alice@club.test", "tp-002", "take_pile", ["pile-6"], False, 1)
    store.review("alice@club.test", "tp-002", Rating.Again, now() - timedelta(days=1))
    olga = signed_in(browser, url, "olga")
    nav = "[data-testid='stSidebarNavItems'] a"
    expect(olga.locator(nav, has_text="Club")).to_be_visible()
    olga.goto(f"{url}/club")
    settle(olga)
    expect(olga.get_by_text("The club's weakest rules")).to_be_visible()
    expect(olga.get_by_text(FROZEN).first).to_be_visible()
    expect(olga.get_by_text("alice@club.test").first).to_be_visible()  # due for review
    shot(olga, artifacts / "club-organiser.png")
    bob = signed_in(browser, url, "bob")
    assert bob.locator(nav, has_text="Club").count() == 0
    bob.goto(f"{url}/club")
    settle(bob)
    assert "weakest rules" not in bob.inner_text("body")
    for page in (olga, bob):
        page.context.close()


def test_an_unverified_email_is_not_taken_for_its_owner(browser: Browser,
                                                        club: tuple[str, str]) -> None:
    url, _ = club
    mallory = signed_in(browser, url, "mallory")  # claims Olga's email, unverified
    body = mallory.inner_text("body")
    assert "sub:mallory" in body and "olga@club.test" not in body
    nav = "[data-testid='stSidebarNavItems'] a"
    assert mallory.locator(nav, has_text="Club").count() == 0  # not the organiser
    mallory.context.close()


def test_who_an_account_is() -> None:
    from tutor.views.viewmodel import identity

    assert identity({"sub": "1", "email": "A@X.org", "email_verified": True}) == "a@x.org"
    assert identity({"sub": "1", "email": "a@x.org"}) == "sub:1"
    assert identity({"sub": "1", "email": "a@x.org", "email_verified": "true"}) == "sub:1"
    assert identity({}) is None
