{
  "algorithm": "ed25519",
  "content_sha256": "fd3369e386e7b1013f8096438fbad49f282f0e49d3c7a0f6edfaec62427a6583",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0ee210abe8aed2a46274f22b5c42a6e174130731fac5099fb1aeff45950b7578",
  "schema": "gridshift.signature/1",
  "signature": "2993cdd82d9bf1ffb41eb06d67fe1c544fdebd066668d31d82dcf9993838f3cf646e4f50a884a00a7cc210231124541de7d0c6af994b06b7836c0bc9a1c0050f"
}
