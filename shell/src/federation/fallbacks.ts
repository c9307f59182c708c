// Deep, dependency-free imports: the federation runtime plugin runs before the share scope is
// ready, so nothing here may touch a shared module.
import { UNAVAILABLE_MESSAGE } from '@resort/shared/constants';
import { appContainer } from '@resort/shared/app-container';
import { releaseArea } from '@resort/shared/server-markup';

// What the page shows in a remote's own area when that remote cannot be loaded. Plain DOM, so it
// works whatever failed to load.

function renderMessage(el: HTMLElement, name: string) {
  // The server may have drawn the area and the page held it still for code that never came.
  releaseArea(el);
  el.innerHTML = '';
  const box = document.createElement('div');
  box.className = 'remote-unavailable';
  box.setAttribute('role', 'status');
  box.setAttribute('data-testid', `unavailable-${name}`);
  box.textContent = UNAVAILABLE_MESSAGE;
  el.appendChild(box);
}

type Props = { domElement?: HTMLElement; name?: string };

/** single-spa lifecycles that show the message while the app's route is active. */
export function fallbackApp(name: string, isOnOwnRoute: () => boolean = () => true) {
  let onRoute: (() => void) | null = null;
  return {
    bootstrap: async () => undefined,
    mount: async () => {
      const el = appContainer(name);
      const draw = () => {
        if (isOnOwnRoute()) renderMessage(el, name);
        else el.innerHTML = '';
      };
      draw();
      onRoute = draw;
      window.addEventListener('single-spa:routing-event', draw);
    },
    unmount: async () => {
      if (onRoute) window.removeEventListener('single-spa:routing-event', onRoute);
      appContainer(name).innerHTML = '';
    },
  };
}

/** A parcel config that shows the message where the widget would be. */
export function fallbackParcel(name: string) {
  let host: HTMLElement | undefined;
  return {
    bootstrap: async () => undefined,
    mount: async (props: Props) => {
      host = props.domElement;
      if (host) renderMessage(host, name);
    },
    unmount: async () => {
      if (host) host.innerHTML = '';
    },
  };
}
