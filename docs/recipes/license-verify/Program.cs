// Verifies a licence-check answer, or an offline licence file, with C# (.NET 8+) and the
// NSec.Cryptography package (dotnet add package NSec.Cryptography): .NET itself has no Ed25519.
// Usage: dotnet run -- <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
//        dotnet run -- offline-file <pinned-keys.txt> <license-file> <fingerprint>
using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using System.Text;
using System.Text.Json;
using NSec.Cryptography;

static Dictionary<string, string> PinnedKeys(string file) =>
    File.ReadAllLines(file)
        .Select(line => line.Split(' ', StringSplitOptions.RemoveEmptyEntries))
        .Where(fields => fields.Length == 2)
        .ToDictionary(fields => fields[0], fields => fields[1]);

static bool SignatureHolds(string rawKey, string signature, byte[] message)
{
    var algorithm = SignatureAlgorithm.Ed25519;
    try
    {
        return PublicKey.TryImport(algorithm, Convert.FromBase64String(rawKey), KeyBlobFormat.RawPublicKey, out var publicKey)
            && algorithm.Verify(publicKey!, message, Convert.FromBase64String(signature));
    }
    catch (FormatException)
    {
        return false;
    }
}

// "valid" and the entitlements, or why not: forged, wrong-machine, expired.
static (string Verdict, string[] Entitlements) VerifyOfflineFile(string keysFile, string licenseFile, string fingerprint)
{
    var pinned = PinnedKeys(keysFile);
    byte[] payloadBytes;
    string keyId;
    try
    {
        using var file = JsonDocument.Parse(File.ReadAllText(licenseFile));
        var root = file.RootElement;
        keyId = root.GetProperty("key_id").GetString() ?? "";
        payloadBytes = Convert.FromBase64String(root.GetProperty("payload").GetString() ?? "");
        // The signature covers the payload's bytes exactly as decoded; parse them only once it holds.
        if (root.GetProperty("alg").GetString() != "ed25519" || !pinned.TryGetValue(keyId, out var raw)
            || !SignatureHolds(raw, root.GetProperty("signature").GetString() ?? "", payloadBytes))
            return ("forged", Array.Empty<string>());
    }
    catch (Exception e) when (e is JsonException or KeyNotFoundException or FormatException or InvalidOperationException)
    {
        return ("forged", Array.Empty<string>());
    }
    using var payload = JsonDocument.Parse(payloadBytes);
    var p = payload.RootElement;
    if (p.GetProperty("key_id").GetString() != keyId) return ("forged", Array.Empty<string>());
    if (p.GetProperty("fingerprint").GetString() != fingerprint) return ("wrong-machine", Array.Empty<string>());
    if (!(DateTimeOffset.UtcNow < p.GetProperty("expires_at").GetDateTimeOffset())) return ("expired", Array.Empty<string>());
    return ("valid", p.GetProperty("entitlements").EnumerateArray().Select(e => e.GetString()!).ToArray());
}

if (args.Length == 4 && args[0] == "offline-file")
{
    var (verdict, entitlements) = VerifyOfflineFile(args[1], args[2], args[3]);
    Console.WriteLine(verdict);
    if (verdict != "valid") return 1;
    Console.WriteLine("entitlements: " + string.Join(",", entitlements));
    return 0;
}

if (args.Length != 6)
{
    Console.Error.WriteLine("usage: <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>");
    Console.Error.WriteLine("       offline-file <pinned-keys.txt> <license-file> <fingerprint>");
    return 2;
}

bool genuine = PinnedKeys(args[0]).TryGetValue(args[1], out var pinnedRaw)
    && SignatureHolds(pinnedRaw, args[4], Encoding.UTF8.GetBytes($"{args[2]}\n{args[3]}\n").Concat(File.ReadAllBytes(args[5])).ToArray());
Console.WriteLine(genuine ? "genuine" : "forged");
return genuine ? 0 : 1;
