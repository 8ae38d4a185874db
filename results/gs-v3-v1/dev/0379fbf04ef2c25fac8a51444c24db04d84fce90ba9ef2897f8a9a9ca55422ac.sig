{
  "algorithm": "ed25519",
  "content_sha256": "3d5ff203be7c445249d60d9c7a37a029f903e2331fd86ac39be0ca9e7ed09e2e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0379fbf04ef2c25fac8a51444c24db04d84fce90ba9ef2897f8a9a9ca55422ac",
  "schema": "gridshift.signature/1",
  "signature": "543a2630e3e4c69c75cad1741792ec349674f74a5cb0636b65f6cdfa45131f47cece56c0709423d77a89f5998ee513e4e0eaa1d6ce71d076cc2a46c139c37208"
}
