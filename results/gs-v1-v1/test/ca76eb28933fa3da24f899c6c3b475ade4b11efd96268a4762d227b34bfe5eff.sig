{
  "algorithm": "ed25519",
  "content_sha256": "9c9b5b0c595584f1351db9f4f30fa2c0984b36eb85a7b7dce031327597f51d8d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca76eb28933fa3da24f899c6c3b475ade4b11efd96268a4762d227b34bfe5eff",
  "schema": "gridshift.signature/1",
  "signature": "59cb22d92c484d43b253357efbd8ba1e18a40a278e7a7fbbb79dfaf2389108e0804ff9cea939acb3497f883733b6308398392afac7ac32f00cd6d00f85f5a709"
}
