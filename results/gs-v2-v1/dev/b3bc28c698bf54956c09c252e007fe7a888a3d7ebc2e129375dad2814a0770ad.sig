{
  "algorithm": "ed25519",
  "content_sha256": "45d2fc2593ad5c248e16962c39a659c5a13179f041958a1ca7af99def90b76eb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b3bc28c698bf54956c09c252e007fe7a888a3d7ebc2e129375dad2814a0770ad",
  "schema": "gridshift.signature/1",
  "signature": "9338a2bfd939b26d2c5cbfbdaa458859c3112e8aa740ce244bb8bc7bc81e9261c53cad0fa8981c90ec82f0c64c5cb6fe0cc3e83d2e7960d103f05b91ca13e50f"
}
