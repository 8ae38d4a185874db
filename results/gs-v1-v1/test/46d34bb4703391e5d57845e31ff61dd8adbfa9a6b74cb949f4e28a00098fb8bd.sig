{
  "algorithm": "ed25519",
  "content_sha256": "c710d7fc952779ac49bd9e4cbede56fcd9dd345bbc28329100aae151eb8359f6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "46d34bb4703391e5d57845e31ff61dd8adbfa9a6b74cb949f4e28a00098fb8bd",
  "schema": "gridshift.signature/1",
  "signature": "331205faf41598c16e18ae5a89cdfb200c36a5d29e6fbf4209044d689b2adf2dfce04d48811ffa54acd89120612dacaf0e71d9446a2b570f54fb7581bfe3ec01"
}
