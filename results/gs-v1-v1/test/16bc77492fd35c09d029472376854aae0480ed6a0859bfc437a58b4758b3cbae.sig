{
  "algorithm": "ed25519",
  "content_sha256": "710b5bfca9f66614af9e71f8994a47571f0377e12f2ef70780b55d17609ac6d8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16bc77492fd35c09d029472376854aae0480ed6a0859bfc437a58b4758b3cbae",
  "schema": "gridshift.signature/1",
  "signature": "5e71eccad9e2b9525ef7eb8ffb636d439ace558464368ee898ab840e42a1d6a0a0dcd2b2067d7ee99cc181e7487cdd70741707d058adc8f2e1e6260b6d88280b"
}
