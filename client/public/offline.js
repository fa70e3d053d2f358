/*
 * The offline page's behaviour (issue 26): the service worker served public/offline.html in place of
 * the page the player asked for, so reloading asks for that page again. It reloads on the retry
 * button, on the browser's `online` event, and when a probe of the server answers (the network can
 * be back, or the server restarted, without an `online` event): every 5 s while the tab is visible.
 */
(function () {
  var status = document.getElementById('status');
  var reloading = false;
  function reload() {
    if (reloading) return;
    reloading = true;
    status.textContent = 'جارٍ الاتصال…';
    location.reload();
  }
  function probe() {
    if (document.visibilityState !== 'visible' || reloading) return;
    fetch('/api/health/live', { cache: 'no-store' })
      .then(function (response) {
        if (response.ok) reload();
      })
      .catch(function () {
        /* still offline */
      });
  }
  document.getElementById('retry').addEventListener('click', reload);
  window.addEventListener('online', reload);
  setInterval(probe, 5000);
})();
