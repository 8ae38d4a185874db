{
  "algorithm": "ed25519",
  "content_sha256": "7b1c764d0532a174dc76058c8407384b88053c9faa9fde1543e4cdc75d636a76",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "05420175f562742a0499c207f6ef5cb6fa877254b6f9ffea612f6744300f2905",
  "schema": "gridshift.signature/1",
  "signature": "6b92da4b84f13ad0a5dd6a68aa4c162edcdd155b935bba5459dc8c678978881b663f9af56c36b07f0663ebc829fa61f3edca0fe3afff71fb47c02150145eca07"
}
