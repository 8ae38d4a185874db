{
  "algorithm": "ed25519",
  "content_sha256": "e00d7b53aad003ad4caf790d828696ddc82c07c91edf07527093990b4b9421f2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c529f467da69b8fab61b0ee05e6700e9432ecd93de4fcb267c15cd143cd7d24",
  "schema": "gridshift.signature/1",
  "signature": "b83003f97eb90aec63bc82dbd9a58618a372015c60773534c763dc0e54aa4953d559e8602b25efb8c128c3086e6af8861b1a71425169e695defd609d25b6020e"
}
