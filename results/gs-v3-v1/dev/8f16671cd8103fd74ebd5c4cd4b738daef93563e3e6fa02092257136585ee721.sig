{
  "algorithm": "ed25519",
  "content_sha256": "0dfbd05838bce772cae172dbf61c3998f59d8a1c67e5797f89fec60d18b7aab1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8f16671cd8103fd74ebd5c4cd4b738daef93563e3e6fa02092257136585ee721",
  "schema": "gridshift.signature/1",
  "signature": "f4bb39dbcfc8fa2817627b064eb29ec674e7df726d1d7d7062f602218803d909fb7e4785d0a590b01c802d4dad34f0da990409a3a37b62710983c894ee27ea02"
}
