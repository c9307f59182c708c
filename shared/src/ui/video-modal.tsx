import styled from 'styled-components';
import { videoEmbedUrl } from '../rules/content';
import { theme, Modal } from '@resort/shared';

const Player = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${theme.colors.navy};
  border-radius: ${theme.radii.md};
  overflow: hidden;
  iframe { position: absolute; inset: 0; width: 100%; height: 100%; border: 0; }
`;

export interface VideoModalProps {
  /** Any link naming the video: it is forced to the provider's host with the JS API flag. */
  video: string | null;
  title: string;
  onClose: () => void;
}

/** The video modal (spec section 2): plays one video in the generic modal, from the provider's own host. */
export function VideoModal({ video, title, onClose }: VideoModalProps) {
  const src = video ? videoEmbedUrl(video, { autoplay: true }) : null;
  return (
    <Modal open={Boolean(video)} onClose={onClose} title={title} wide>
      {src ? (
        <Player>
          <iframe src={src} title={title} allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
        </Player>
      ) : (
        <p>This video is not available.</p>
      )}
    </Modal>
  );
}
