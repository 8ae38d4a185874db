{
  "algorithm": "ed25519",
  "content_sha256": "298688dc0cc63cad6c98585e7ee3af751241902e550ed2b0d402613336e3bd1d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b28a8f1c778511eda8fc63ef5041a04ce6e7493b3caf68c2f9880b78f89ed79b",
  "schema": "gridshift.signature/1",
  "signature": "a78a2788d7a01c57f4a9bece088152e2fe6c765056ab2b6842f8e609e43d57546508c3587fee1f429e4d1af286deb219bb907fff109922c14a94d16aac4da302"
}
