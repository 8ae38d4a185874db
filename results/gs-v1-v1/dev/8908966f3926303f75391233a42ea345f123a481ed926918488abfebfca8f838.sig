{
  "algorithm": "ed25519",
  "content_sha256": "c860459a42038e2844b75564b5025054913e45ca2a3a6cf451eeae20c4d17fba",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8908966f3926303f75391233a42ea345f123a481ed926918488abfebfca8f838",
  "schema": "gridshift.signature/1",
  "signature": "54618b74202ae5820af39edfceb50944ba1249a7eb22782296c3a5e89f4c5ce821cf9dfab0bb30633ed6d71c348314bf8486bdcb0ca82268cd16c42f8fc93f0b"
}
