{
  "algorithm": "ed25519",
  "content_sha256": "269e05771c6872ddde9e1faf38d06342ca3a24e7bbb1595e4771dabadc2464e3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8ef760f5359a0df987211a1cbc52f6114eb2d167a217f4da90eb3545eee437bb",
  "schema": "gridshift.signature/1",
  "signature": "53be29e1514cfbe4d18e67a6b108a6d7fea4d9e5ba39af879efcfc67bbb410e6f171edfebc32ef9fece620c26c63941b4efb75d5fcbb80f0738b141f43fb7d0d"
}
