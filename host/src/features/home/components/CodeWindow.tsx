import { isHireable } from '@portfolio/shared/profile';
import { useMessages } from '../../../hooks/useMessages';
import { PROFILE } from '../data/profile';
import { type CodeLine, profileCodeLines, type TokenKind } from '../utils/profileCode';

const TOKEN_CLASS: Record<TokenKind, string> = {
  keyword: 'text-code-keyword',
  key: 'text-code-key',
  string: 'text-code-string',
  number: 'text-code-number',
  fn: 'text-code-fn',
  punct: 'text-code-punct',
  plain: 'text-[#e9e6f2]',
  comment: 'text-code-punct italic',
  result: 'text-code-keyword font-semibold',
};

const LINES: CodeLine[] = profileCodeLines(PROFILE, isHireable(PROFILE));

/** An editor-style window with the profile object and the real hireable result. */
export function CodeWindow() {
  const m = useMessages();
  return (
    <div className="relative">
      {/* The halo is box shadows, not a blurred gradient: a theme switch repaints it, and a phone
          without a GPU rasterises a blur filter in software. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 rounded-2xl shadow-[-16px_-16px_72px_-8px_color-mix(in_srgb,var(--pf-accent)_24%,transparent),16px_16px_72px_-8px_color-mix(in_srgb,#d946ef_16%,transparent),0_0_64px_0_color-mix(in_srgb,var(--pf-accent-2)_14%,transparent)]"
      />
      <figure
        aria-label={m.code_window_label({})}
        className="relative overflow-hidden rounded-2xl border border-white/10 bg-code-bg shadow-[0_30px_80px_-30px_var(--pf-glow)]"
        data-testid="code-window"
      >
        {/* A figcaption must be the figure's own child. */}
        <figcaption className="flex items-center gap-2 border-b border-white/10 bg-white/[0.03] px-4 py-3">
          <span aria-hidden="true" className="size-3 rounded-full bg-[#ff5f57]" />
          <span aria-hidden="true" className="size-3 rounded-full bg-[#febc2e]" />
          <span aria-hidden="true" className="size-3 rounded-full bg-[#28c840]" />
          {/* The file's name is code, the same in every language. */}
          <code className="ml-3 font-mono text-xs text-code-punct">profile.js</code>
        </figcaption>
        <pre className="px-4 py-5 font-mono text-[12.5px] leading-6 whitespace-pre-wrap sm:px-6 sm:text-[13.5px] lg:leading-[1.375rem]">
          <code>
            {LINES.map((line, lineIndex) => (
              <span key={lineIndex} className="block min-h-6 lg:min-h-[1.375rem]">
                {line.map((token, tokenIndex) => (
                  <span
                    key={tokenIndex}
                    className={TOKEN_CLASS[token.kind]}
                    data-testid={token.kind === 'result' ? 'hireable-result' : undefined}
                  >
                    {token.text}
                  </span>
                ))}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
      </figure>
    </div>
  );
}
