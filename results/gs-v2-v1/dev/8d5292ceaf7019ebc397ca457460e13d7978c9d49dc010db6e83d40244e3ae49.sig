{
  "algorithm": "ed25519",
  "content_sha256": "3ec09c699545fd8e7d7874b354498bb84fec24db84f3904596a3d58f922b55a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8d5292ceaf7019ebc397ca457460e13d7978c9d49dc010db6e83d40244e3ae49",
  "schema": "gridshift.signature/1",
  "signature": "994df05b1752c216c1ff861bfc173890a5d96717f4d574eb31845bfaf997bcc2b1ed159cc66b89ac194ea2be793f274f1be783741bb4fcb9e6bf8f7683e5c508"
}
