import { renderMail } from './template';

describe('renderMail', () => {
  it('draws the HTML and the plain-text parts from one content, links and all, escaping what it is given', async () => {
    const mail = await renderMail({
      subject: 'Hi <there>',
      greeting: 'Hello Ana & Bo,',
      blocks: [
        { paragraph: ['Read ', { label: 'the rules', href: 'https://plaza.example/rules?a=1&b=2' }, '.'] },
        {
          items: [
            {
              actor: 'Sam <b>',
              text: 'sent you a message',
              quote: 'See "you" <soon>',
              link: { label: 'Reply', href: 'https://plaza.example/show_chat/4' },
            },
          ],
        },
        { button: { label: 'Open Plaza', href: 'https://plaza.example/' } },
      ],
      footer: { reason: 'Because you asked.', unsubscribe: { label: 'Stop', href: 'https://plaza.example/u?t=1' } },
    });
    expect(mail.text).toBe(
      'Hello Ana & Bo,\n\nRead the rules (https://plaza.example/rules?a=1&b=2).\n\n' +
        '  * Sam <b> sent you a message\n    "See "you" <soon>"\n    Reply: https://plaza.example/show_chat/4\n\n' +
        'Open Plaza:\nhttps://plaza.example/\n\n--\nBecause you asked.\nStop: https://plaza.example/u?t=1\n',
    );
    expect(mail.html).toContain('<title>Hi &lt;there&gt;</title>');
    expect(mail.html).toContain('Hello Ana &amp; Bo,');
    expect(mail.html).toContain('href="https://plaza.example/rules?a=1&amp;b=2"');
    expect(mail.html).toContain('<strong>Sam &lt;b&gt;</strong>');
    expect(mail.html).toContain('See &quot;you&quot; &lt;soon&gt;');
    expect(mail.html).toContain('#2f5bea');
    expect(mail.html).not.toContain('<b>');
  });
});
