{
  "algorithm": "ed25519",
  "content_sha256": "9584cfc0b1cca7f232526b168534e441993aed4a952557a124deb24b2dfb468a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "689e2173b2756c28e22c0b6ef26f2da9ec95569cd91d17d7404e01a095172393",
  "schema": "gridshift.signature/1",
  "signature": "4f5235c2e3a5e7d6d13c92a3692f95472556ef022ddf1e8bcfb8f34bab4f5716e5fd338e58873af4c4e5bebf7fcd7056426a0a7836787b596cc564597dc8800f"
}
