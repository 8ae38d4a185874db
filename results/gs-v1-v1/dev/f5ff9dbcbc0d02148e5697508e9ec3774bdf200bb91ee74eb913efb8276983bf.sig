{
  "algorithm": "ed25519",
  "content_sha256": "94fdddf57030e72cb336209991616b779f27c628f4e3d70cb2aa48a0a7400fe3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f5ff9dbcbc0d02148e5697508e9ec3774bdf200bb91ee74eb913efb8276983bf",
  "schema": "gridshift.signature/1",
  "signature": "7ac2fb491b0d0849a8dda9488ca43599fc3aa665759b3432ffd0edd327cadbbcd0f55732d5ee5a0db2b57cfc682536637c91d0549bb363992e766bfeb785ae02"
}
