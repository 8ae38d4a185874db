{
  "algorithm": "ed25519",
  "content_sha256": "554e14f614ff94758491b1c2af58ccfd3f7540ff986fe41b7681e46925be5e86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0c8499a084accf45c42d6d262eade1dd9ccd494a28a95ccb72361440b839128c",
  "schema": "gridshift.signature/1",
  "signature": "abe3c0cc94fed051a1e2b1152afa125f0ecc25faa32434511145819c43c608d3a8cbc173fb54a57138af886845adcda77a08819596635bb471de20e10ab93206"
}
