{
  "algorithm": "ed25519",
  "content_sha256": "312fa103126c2efb0dc0219588842394ac9c6549c3c46b4316c7f371e414c377",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1dde6aedd7ae09a87c1d609f23c38bd2cce2e1476db374d7923f125ba7f0486c",
  "schema": "gridshift.signature/1",
  "signature": "ca69bbb244b0daa62894cad42485953fd8a42da1dbebcaffddd3b61b396fce10dac06850c67693915cde0b4336c4c2a18a04eaf839887482b1f686a994e3a503"
}
