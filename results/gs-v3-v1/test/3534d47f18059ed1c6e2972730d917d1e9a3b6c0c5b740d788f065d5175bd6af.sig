{
  "algorithm": "ed25519",
  "content_sha256": "351131ad12cefa6f2f59d837305f072c72e3464f8c457c09aaca4f439d52a2a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3534d47f18059ed1c6e2972730d917d1e9a3b6c0c5b740d788f065d5175bd6af",
  "schema": "gridshift.signature/1",
  "signature": "90305aae544aa760b94f0c672fa0673b5dfad872abd7d95a0c7b0ecdeefc4428d2cae6999e91a8bdbc56dbe2530faca6fc3938f488b79c03045d6b4afe96570f"
}
