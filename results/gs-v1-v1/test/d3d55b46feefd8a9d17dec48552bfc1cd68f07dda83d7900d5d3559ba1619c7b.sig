{
  "algorithm": "ed25519",
  "content_sha256": "e7a1d0021d1e02e3a91edc64311f87eac5305c2d399382c61113492761d107a4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d3d55b46feefd8a9d17dec48552bfc1cd68f07dda83d7900d5d3559ba1619c7b",
  "schema": "gridshift.signature/1",
  "signature": "b1a793ca909e06786a75b2d17ca415b0a2a79f3da46f2c0d0165f34457cb334a2b611112adb5a736b1e86b3aefa59adeb4359bc95a9cd4904f314f6d07321108"
}
