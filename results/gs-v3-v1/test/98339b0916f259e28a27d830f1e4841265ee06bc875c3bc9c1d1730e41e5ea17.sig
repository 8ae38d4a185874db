{
  "algorithm": "ed25519",
  "content_sha256": "ff5c34fa85728c48d8770d17e83a93223b02aac3ef77898f6a32b73e6917defd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "98339b0916f259e28a27d830f1e4841265ee06bc875c3bc9c1d1730e41e5ea17",
  "schema": "gridshift.signature/1",
  "signature": "cedeab134b96baecef347f10c049b56a1fd2e7f4806583cd52ed58010eec2f23b36aeeb3dcfba0d4e853bb1f15941dae6dd73828ca5cc9a32e048cfd88880300"
}
