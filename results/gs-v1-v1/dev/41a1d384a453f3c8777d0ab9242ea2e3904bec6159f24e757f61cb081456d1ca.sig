{
  "algorithm": "ed25519",
  "content_sha256": "53b60d51560ad3037a88d8c1fb2ba765a75c935f13c84c925341a0d7cec797be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "41a1d384a453f3c8777d0ab9242ea2e3904bec6159f24e757f61cb081456d1ca",
  "schema": "gridshift.signature/1",
  "signature": "fddcf469b820dea28bd39a2a9c05a4cd4cd35e6689d11f5371724a02bd018eacfa77b17d7c557ff9581611869478e124b33947aba291796134fc74ea2ecfb40f"
}
