{
  "algorithm": "ed25519",
  "content_sha256": "7f60c5b94f48c2344b2275d8b3d470ed112ff083d0717974edf19b67ccace58f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "c0b00dca3045a276d283cc51bc84187cff842fbcb8566b7664524e63d76e5cb3",
  "schema": "gridshift.signature/1",
  "signature": "dfa531ba4a69b143994f30c24749e02e0f90f3265c1b2f8c1e430b7922eef11cb3c03e34b6822a298bb786fb96a5c20fd5a85ea9a1300ca5a53928e122a2c50d"
}
