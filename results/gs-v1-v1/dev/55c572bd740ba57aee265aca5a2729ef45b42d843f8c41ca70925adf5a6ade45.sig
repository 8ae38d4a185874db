{
  "algorithm": "ed25519",
  "content_sha256": "85a6c3d49b764ea522bb9490e065ee9717cd7909aa406b0c81a1cd7bd73c3577",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "55c572bd740ba57aee265aca5a2729ef45b42d843f8c41ca70925adf5a6ade45",
  "schema": "gridshift.signature/1",
  "signature": "ba8b51973627661800fc1a7c3cddc257317d7bd36839386d4568b04e33ddc632d0e4a814adf2b6bf81966bfee42559739ac894c247bd68f31b6f5f4cd4ff910e"
}
