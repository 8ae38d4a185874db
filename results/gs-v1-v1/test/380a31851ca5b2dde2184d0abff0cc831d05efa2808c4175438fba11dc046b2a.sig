{
  "algorithm": "ed25519",
  "content_sha256": "b930c60fe3823a1e49f949015bc185ed26f1e7771233b4b82770ffcb34bd4cfe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "380a31851ca5b2dde2184d0abff0cc831d05efa2808c4175438fba11dc046b2a",
  "schema": "gridshift.signature/1",
  "signature": "07e68f05861a9603298c992a49ce1adefa1e9af3d910ac95cc81cf510ac970a0ea19d9b02cda43b5c3bbf8e6faa4e855de1ac9a921273060a0a11261f1a92d00"
}
