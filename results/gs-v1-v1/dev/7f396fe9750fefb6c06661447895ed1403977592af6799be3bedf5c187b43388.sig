{
  "algorithm": "ed25519",
  "content_sha256": "6776152453750e9c97d916fb6d2509052656c2f3a5e1120c9b60e57a76dbd66c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7f396fe9750fefb6c06661447895ed1403977592af6799be3bedf5c187b43388",
  "schema": "gridshift.signature/1",
  "signature": "5a8d0d4e810d9e37f45816097ffb5cf1d129ad31dd7528cbeafbb5d890fa01fd9f151b40f1af82a93bdf88dd31fb19e8e1c9d3ba5927579482e713f2730c2b01"
}
