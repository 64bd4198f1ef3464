import type { Components } from 'react-markdown';
import ReactMarkdown from 'react-markdown';

/**
 * Links open in a new tab without handing the tutor's page a handle on ours; images are not
 * fetched (a reply must not make the browser call out), their alt text stands in.
 */
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  img: ({ alt }) => <span>{alt}</span>,
};

/**
 * A reply rendered as Markdown. No raw-HTML plugin: HTML the model writes stays visible text and
 * never becomes an element; react-markdown also drops javascript: and other unsafe URLs.
 */
export default function Markdown({ text }: { text: string }) {
  return (
    <div className="chat-markdown space-y-2 break-words [&_a]:text-indigo-600 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-2 [&_ul]:list-disc [&_ul]:pl-5 dark:[&_a]:text-sky-300 dark:[&_code]:bg-slate-800 dark:[&_pre]:bg-slate-800">
      <ReactMarkdown components={components}>{text}</ReactMarkdown>
    </div>
  );
}
