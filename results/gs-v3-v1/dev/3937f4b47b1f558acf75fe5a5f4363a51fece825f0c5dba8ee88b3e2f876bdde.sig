{
  "algorithm": "ed25519",
  "content_sha256": "0a7cda6a2746505d087fa301ea3de7c5c8b0e754db9639af7765fc75f73e3b94",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3937f4b47b1f558acf75fe5a5f4363a51fece825f0c5dba8ee88b3e2f876bdde",
  "schema": "gridshift.signature/1",
  "signature": "e5e44178ace3372fb735fbcfb49b57d4350dfe965c57b37b52dfbe8607eb2137a9918b812f9858664620db33804576b7670003d3b1f4c9d05b2729aec7ad7707"
}
