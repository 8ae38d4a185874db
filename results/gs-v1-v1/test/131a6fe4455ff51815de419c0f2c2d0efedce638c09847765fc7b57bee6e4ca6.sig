{
  "algorithm": "ed25519",
  "content_sha256": "a460a384895c2f84e99c820f42537ffe2421a8b774454e18a263e9fc8cbbc60c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "131a6fe4455ff51815de419c0f2c2d0efedce638c09847765fc7b57bee6e4ca6",
  "schema": "gridshift.signature/1",
  "signature": "baea199e5457c08f5f02aabe68181a498555027ff59f00b92bc2de394da4c183280fbf7405f696784653eaf4d98d4c7586d72bdb185ea7fa9e93d5f4e1f58409"
}
