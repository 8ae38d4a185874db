{
  "algorithm": "ed25519",
  "content_sha256": "3cdc98ce5dd4f8067b5c08a6eac7c9148d78b59929f47be144f63a1915e267b5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c6db03102268eb6f4dbe99e414c1888d094741255e9dd6f9a1bd8f4d0b1962c",
  "schema": "gridshift.signature/1",
  "signature": "88760251e77c7e09b5330240ca8133e600279cbc6b296058cc7707e43817c956a120a8c0c778c9b5bebe1be6abda8119e0058e5cc418010ed8c8a7eda4e45d03"
}
