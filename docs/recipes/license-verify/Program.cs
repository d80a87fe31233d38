// Verifies a licence-check answer with C# (.NET 8+) and the NSec.Cryptography package
// (dotnet add package NSec.Cryptography): .NET itself has no Ed25519.
// Usage: dotnet run -- <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
using System;
using System.IO;
using System.Linq;
using System.Text;
using NSec.Cryptography;

if (args.Length != 6)
{
    Console.Error.WriteLine("usage: <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>");
    return 2;
}

var pinned = File.ReadAllLines(args[0])
    .Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries))
    .Where(fields => fields.Length == 2)
    .ToDictionary(fields => fields[0], fields => fields[1]);

bool genuine = false;
if (pinned.TryGetValue(args[1], out var raw))
{
    var algorithm = SignatureAlgorithm.Ed25519;
    if (PublicKey.TryImport(algorithm, Convert.FromBase64String(raw), KeyBlobFormat.RawPublicKey, out var publicKey))
    {
        var message = Encoding.UTF8.GetBytes($"{args[2]}\n{args[3]}\n").Concat(File.ReadAllBytes(args[5])).ToArray();
        genuine = algorithm.Verify(publicKey!, message, Convert.FromBase64String(args[4]));
    }
}
Console.WriteLine(genuine ? "genuine" : "forged");
return genuine ? 0 : 1;
