import net from 'node:net';

/**
 * One HTTP/1.1 request written by hand, so the request target goes on the wire exactly as given. The
 * socket is not half-closed after writing: Node drops a response that is not ready when the client ends.
 */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  cookie?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const hasBody = !['GET', 'DELETE', 'HEAD'].includes(method);
    const body = hasBody ? '{}' : '';
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${port}`,
      'Connection: close',
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      ...(hasBody ? ['Content-Type: application/json', `Content-Length: ${body.length}`] : []),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const status = Number(answer.slice(9, 12));
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}
